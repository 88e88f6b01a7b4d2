declare module 'wink-porter2-stemmer' {
  /** The Porter2 (Snowball English) stem of a word, lower case. */
  export default function stem(word: string): string;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.css';
/** A file's text (rsbuild's `?raw`; test/support/rawText.js under jest): the SQL migrations. */
declare module '*.sql?raw' {
  const text: string;
  export default text;
}

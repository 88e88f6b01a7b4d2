/**
 * Caption files for the demo's videos: most videos play the demo reel under a media path of
 * their own, and get a SubRip file of believable speech made from their own record (title,
 * place, year, people, abstract), served where the site looks for it (SPEC §7's caption
 * path). Every cue falls inside the video's clip window, so its transcript shows all of it
 * and the spoken-word index holds it. Seeded by the identifier: the same files every run.
 */
import { captionUrl } from '../src/core/rules/media/media';
import { vttTimestamp } from '../src/core/rules/media/captions';
import { parseHms } from '../src/core/rules/values/time';
import { titleOf } from '../src/adapters/memory/records';
import { createRng, hash, type Rng } from './seeded';
import type { DemoAsset } from './types';

/** The media path of a demo video of its own: the demo reel, served under the video's name. */
export function ownVideoPath(identifier: string): string {
  return `/media/video/${identifier.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}_iPod.mp4`;
}

/** About one demo video in nine has no caption file, as some archive videos do not. */
export function hasOwnCaptions(identifier: string): boolean {
  return hash(identifier) % 9 !== 4;
}

const lower = (text: string) => text.replace(/^(The|A|An) /, (article) => article.toLowerCase());

function person(asset: DemoAsset, roles: string[]): string | undefined {
  return asset.contributors.find((c) => c.name && c.name !== 'Unknown' && roles.includes(c.role))
    ?.name;
}

function abstractOf(asset: DemoAsset): string {
  return asset.descriptions.find((d) => d.type === 'Abstract')?.text ?? '';
}

// The catalogue's generated abstracts describe the film, not what is said in it.
const ABOUT_THE_FILM =
  /footage|news film|film shot|recorded in|field recording|natural sound|reel \d/i;

/** Sentences of a text; "Dr." and "Earl K." end none. */
function sentencesOf(text: string): string[] {
  const parts: string[] = [];
  for (const part of text.split(/(?<=[.!?])\s+/)) {
    const last = parts.at(-1);
    if (last !== undefined && /\b(?:Dr|St|Mr|Mrs|Ms|Jr|Sr|[A-Z])\.$/.test(last)) {
      parts[parts.length - 1] = `${last} ${part}`;
    } else if (part) {
      parts.push(part);
    }
  }
  return parts;
}

/** Lines a reporter or narrator might say about anything in the catalogue. */
const SPOKEN: ReadonlyArray<(where: string, subject: string) => string> = [
  (where) => `People here in ${where} have been waiting since early morning.`,
  (_, subject) => `Officials say the work on ${subject} is far from over.`,
  (where) => `Residents of ${where} tell us they have never seen anything like it.`,
  (_, subject) => `The question of ${subject} will come before the Legislature again.`,
  (where) => `From ${where}, this has been a day to remember.`,
];

/** What is said, sentence by sentence: an opening in the voice of the film, then its story. */
function sentences(asset: DemoAsset, rng: Rng): string[] {
  const title = titleOf(asset);
  const places = asset.coverages.filter((c) => !/^\d{4}s?$/.test(c.trim()));
  const year = asset.coverages.find((c) => /^\d{4}$/.test(c.trim())) ?? '';
  const [place = 'Louisiana'] = places;
  const where = place.replace(/ \(La\.\)$/, '');
  // The record's other places in Louisiana, said as a visitor would say them.
  const nearby = places
    .slice(1)
    .filter((c) => / \(La\.\)$/.test(c))
    .map((c) => c.replace(/ \(La\.\)$/, ''));
  const genre = asset.genres[0]?.text ?? '';
  const reporter = person(asset, ['Reporter', 'Anchor']);
  const speaker = person(asset, ['Interviewee']);
  const narrator = person(asset, ['Narrator']);
  const subject = (asset.subjects[0] ?? 'Louisiana history').toLowerCase();
  const source =
    asset.Collection === 4 ? 'the Louisiana State Archives' : 'Louisiana Public Broadcasting';
  const openings: string[] = [];
  if (genre === 'News Report' || genre === 'Magazine') {
    openings.push(
      reporter
        ? `${reporter} reporting from ${where}.`
        : rng.pick([`Good evening from ${where}.`, `We begin tonight in ${where}.`]),
      `Tonight: ${lower(title)}.`,
    );
  } else if (genre === 'Interview') {
    openings.push(`I grew up in ${where}, and I remember ${year || 'those years'} well.`);
  } else if (genre === 'Newsreel' || genre === 'Raw Footage') {
    openings.push(`${where}, ${year}.`, `${title}.`);
  } else if (genre === 'Promotional') {
    openings.push(`Come and see ${where}, in the heart of the Sportsman's Paradise.`);
  } else {
    openings.push(narrator ? `${narrator} tells the story.` : `From ${source}: ${title}.`);
  }
  if (nearby.length) openings.push(`The story reaches ${nearby.join(' and ')} as well.`);
  const said = new Set(openings.map((line) => line.toLowerCase()));
  const story = sentencesOf(abstractOf(asset))
    .filter((sentence) => !ABOUT_THE_FILM.test(sentence))
    .filter((sentence) => !said.has(sentence.toLowerCase()) && !sentence.startsWith(`${title}.`));
  const more = [rng.pick(SPOKEN), rng.pick(SPOKEN)].map((line) => line(where, subject));
  const closing = speaker ? `${speaker}: "People here will not forget it."` : undefined;
  return [...openings, ...story, ...new Set(more), ...(closing ? [closing] : [])];
}

const WORDS_PER_CUE = 8;
const LINE_CHARS = 38;

/** Caption text of at most WORDS_PER_CUE words, on one or two lines. */
function cueTexts(said: string[]): string[] {
  const texts: string[] = [];
  for (const sentence of said) {
    const words = sentence.split(/\s+/).filter(Boolean);
    for (let i = 0; i < words.length; i += WORDS_PER_CUE) {
      const part = words.slice(i, i + WORDS_PER_CUE);
      const text = part.join(' ');
      if (text.length <= LINE_CHARS) {
        texts.push(text);
        continue;
      }
      const half = Math.ceil(part.length / 2);
      texts.push(`${part.slice(0, half).join(' ')}\n${part.slice(half).join(' ')}`);
    }
  }
  return texts;
}

/**
 * The SubRip file of a demo video: cues of about two to three seconds, one after another
 * from the start of its clip window to its end, never past it. Empty without a window.
 */
export function demoCaptionSrt(asset: DemoAsset): string {
  const start = parseHms(asset.FormatTimeStart);
  const length = parseHms(asset.FormatDuration);
  if (start === undefined || length === undefined || length <= 0) return '';
  const end = start + length;
  const rng = createRng(hash(asset.Identifier));
  const texts = cueTexts(sentences(asset, rng));
  const blocks: string[] = [];
  let at = start + 0.2;
  for (const text of texts) {
    const words = text.split(/\s+/).length;
    const until = Math.min(at + 0.9 + words * 0.22, end - 0.1);
    if (until - at < 0.8) break;
    const stamp = (seconds: number) => vttTimestamp(Math.round(seconds * 10) / 10, ',');
    blocks.push(`${blocks.length + 1}\n${stamp(at)} --> ${stamp(until)}\n${text}\n`);
    at = until + 0.2;
  }
  return blocks.join('\n');
}

/**
 * Every generated caption file of the catalogue, by the path the site reads it at: one for
 * each video playing under a media path of its own that has captions.
 */
export function demoCaptionFiles(assets: readonly DemoAsset[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const asset of assets) {
    if (asset.FormatLocation !== ownVideoPath(asset.Identifier)) continue;
    if (!hasOwnCaptions(asset.Identifier)) continue;
    const srt = demoCaptionSrt(asset);
    if (srt) files.set(captionUrl(asset.FormatLocation), srt);
  }
  return files;
}

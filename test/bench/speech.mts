/**
 * A seeded generator of caption lines that read like people talking on camera about
 * Louisiana: the same seed gives the same corpus, so runs compare. Words come in a Zipf-like
 * spread, as in speech: a few very common, most rare.
 */
import { createRng } from '../../demo-api/seeded';

/** The demo's seeded numbers, as a function. */
export function random(seed: number): () => number {
  return createRng(seed).next;
}

const PEOPLE = [
  'my grandfather',
  'my mother',
  'the governor',
  'the engineers',
  'our neighbors',
  'the fiddler',
  'the sheriff',
  'the priest',
  'my uncle',
  'the mayor',
  'the teacher',
  'the fishermen',
  'the sugar planters',
  'the children',
  'the nurses',
];
const PLACES = [
  'the river',
  'the parish',
  'the bayou',
  'New Orleans',
  'Baton Rouge',
  'the delta',
  'the levee',
  'Lafayette',
  'the marsh',
  'the church',
  'the dance hall',
  'the capitol',
  'Plaquemines',
  'the school',
  'the cane fields',
  'Shreveport',
  'Lake Charles',
  'Houma',
  'the spillway',
  'the coast',
];
const THINGS = [
  'the flood',
  'the storm',
  'the music',
  'the harvest',
  'the election',
  'the water',
  'the boats',
  'the crawfish',
  'the rice',
  'the oil',
  'the radio',
  'the newspaper',
  'the bridge',
  'the railroad',
  'the hurricane',
  'the fiddle',
  'the accordion',
  'the gumbo',
  'the shrimp',
  'the cotton',
];
const VERBS = [
  'came to',
  'talked about',
  'remembered',
  'walked along',
  'left',
  'worked on',
  'fought over',
  'sang about',
  'rebuilt',
  'watched',
  'waited for',
  'prayed for',
  'moved to',
  'argued about',
  'wrote about',
  'lost',
  'saved',
  'crossed',
  'built',
  'cleaned up',
];
const TIMES = [
  'in 1927',
  'that spring',
  'after the war',
  'every Saturday night',
  'in those days',
  'before Katrina',
  'after the storm',
  'for years',
  'when I was young',
  'in the fifties',
  'that morning',
  'all summer',
  'during the Depression',
  'back then',
  'the next day',
];
const FEELINGS = [
  'It was hard.',
  'We had nothing.',
  'Everybody helped.',
  'Nobody believed it.',
  'You could hear it for miles.',
  'I will never forget it.',
  'That was the whole town.',
  'We were lucky.',
  'It changed everything.',
  'People still talk about it.',
];
// Rare words: each in about one line in ten thousand.
export const RARE = [
  'Atchafalaya',
  'Bonnet Carre',
  'zydeco',
  'pirogue',
  'Evangeline',
  'Thibodaux',
  'Natchitoches',
  'boudin',
  'Tchoupitoulas',
  'filé',
];

function pick<T>(next: () => number, list: readonly T[]): T {
  // Squaring the draw favours the head of each list: a Zipf-like spread.
  const draw = next();
  return list[Math.floor(draw * draw * list.length)] as T;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One caption line. */
export function speechLine(next: () => number): string {
  const kind = next();
  let line: string;
  if (kind < 0.35) {
    line = `${capital(pick(next, PEOPLE))} ${pick(next, VERBS)} ${pick(next, PLACES)} ${pick(next, TIMES)}.`;
  } else if (kind < 0.6) {
    line = `${capital(pick(next, THINGS))} ${pick(next, VERBS)} ${pick(next, PLACES)}, and ${pick(next, PEOPLE)} ${pick(next, VERBS)} ${pick(next, THINGS)}.`;
  } else if (kind < 0.75) {
    line = `Well, ${pick(next, PEOPLE)} ${pick(next, VERBS)} ${pick(next, THINGS)} ${pick(next, TIMES)}. ${pick(next, FEELINGS)}`;
  } else if (kind < 0.88) {
    line = `${capital(pick(next, TIMES))} ${pick(next, PEOPLE)} ${pick(next, VERBS)} ${pick(next, THINGS)} near ${pick(next, PLACES)}.`;
  } else {
    line = pick(next, FEELINGS);
  }
  if (next() < 0.0012) line += ` Down by the ${pick(next, RARE)}.`;
  return line;
}

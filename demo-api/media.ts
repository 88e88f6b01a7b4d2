/**
 * Demo media without a network: generated SVG thumbnails, blog pictures and collection
 * logos, and byte-range answers for the demo video and its captions.
 */
import { hash } from './seeded';
import { escapeXml } from './xml';

const WIDTH = 320;
const HEIGHT = 180;

// Pairs of gradient stops: bayou green, Carnival purple, river blue, brick, indigo, ochre…
const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#1d4d3a', '#3f7d5a'],
  ['#3b1f5c', '#6b3fa0'],
  ['#1d3557', '#457b9d'],
  ['#6b2d1f', '#b5523b'],
  ['#22264b', '#4b5aa8'],
  ['#7a4e1d', '#c08a3e'],
  ['#2f3e46', '#52796f'],
  ['#5c1f3b', '#a33e6b'],
];

/** Greedy word wrap; the last line ends in an ellipsis when the text does not fit. */
export function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${(kept[maxLines - 1] ?? '').slice(0, width - 1).trimEnd()}…`;
  return kept;
}

export interface PanelText {
  /** Drawn large, wrapped to three lines. */
  title: string;
  /** Small capitals at the top left, e.g. `LPB · CLIP`. */
  label: string;
  /** After the label, e.g. the year: the bottom is the player's controls, the top right its logo. */
  corner: string;
  /** Picks the colours. */
  seed: string;
}

/** A 16:9 coloured panel with a short title, like a title card on film. */
export function panelSvg({ title, label, corner, seed }: PanelText): string {
  const [from, to] = PALETTES[hash(seed) % PALETTES.length] ?? ['#1d3557', '#457b9d'];
  const lines = wrap(title, 26, 3);
  const lineHeight = 23;
  const firstBaseline = 146 - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map(
      (line, i) => `<tspan x="16" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const holes = Array.from({ length: 16 }, (_, i) => i * 20 + 4)
    .map(
      (x) =>
        `<rect x="${x}" y="5" width="10" height="7" rx="1.5"/><rect x="${x}" y="168" width="10" height="7" rx="1.5"/>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>`,
    `<g fill="#000" fill-opacity="0.22">${holes}</g>`,
    `<text x="16" y="36" font-family="Verdana, 'DejaVu Sans', sans-serif" font-size="11" font-weight="bold" letter-spacing="1.5" fill="#fff" fill-opacity="0.85">${escapeXml([label.toUpperCase(), corner].filter(Boolean).join(' · '))}</text>`,
    `<text font-family="Georgia, 'DejaVu Serif', serif" font-size="19" fill="#fff">${tspans}</text>`,
    '</svg>',
  ].join('');
}

const LOGOS: Record<string, { initials: string; name: string; colour: string }> = {
  lpb: { initials: 'LPB', name: 'Louisiana Public Broadcasting', colour: '#1d3557' },
  lsa: { initials: 'LSA', name: 'Louisiana State Archives', colour: '#6b2d1f' },
};

/** A collection's wordmark, or undefined for an unknown name. */
export function logoSvg(name: string): string | undefined {
  const logo = LOGOS[name.toLowerCase()];
  if (!logo) return undefined;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60" role="img" aria-label="${logo.name}">`,
    `<title>${logo.name}</title>`,
    `<rect width="60" height="60" rx="8" fill="${logo.colour}"/>`,
    `<text x="30" y="37" text-anchor="middle" font-family="Verdana, 'DejaVu Sans', sans-serif" font-size="16" font-weight="bold" fill="#fff">${logo.initials}</text>`,
    `<text x="70" y="35" font-family="Georgia, 'DejaVu Serif', serif" font-size="12" fill="${logo.colour}">${logo.name}</text>`,
    '</svg>',
  ].join('');
}

export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single byte range a `Range` header asks for. null: serve the whole file (no header, a
 * syntax the server may ignore, or several ranges). 'unsatisfiable': answer 416.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

export interface MediaAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A whole file (200), one range of it (206) or 416, with the headers seeking needs. */
export function rangeAnswer(
  data: Buffer,
  rangeHeader: string | undefined,
  contentType: string,
): MediaAnswer {
  const size = data.length;
  const headers: Record<string, string> = {
    'Content-Type': contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=3600',
  };
  const range = parseRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return {
      status: 416,
      headers: { ...headers, 'Content-Range': `bytes */${size}` },
      body: Buffer.alloc(0),
    };
  }
  if (range === null) return { status: 200, headers, body: data };
  return {
    status: 206,
    headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}` },
    body: data.subarray(range.start, range.end + 1),
  };
}

/**
 * Initial JS and CSS per route, measured in Chromium: every .js and .css file the site serves
 * during a route's first load (fresh context, until its content is visible and the network is
 * idle), each gzipped here with zlib's default level.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { DEMO_IDS } from '../../demo-api/catalogue';
import {
  CAPTCHA,
  describe,
  fileContents,
  initialFiles,
  PLAYER,
  type BuildStats,
  type FileContents,
} from './chunks.mjs';
import { ROOT } from './site.mjs';
import { columns, kb, verdict, type Table } from './table.mjs';

interface RouteCase {
  name: string;
  path: string;
  /** Every selector must match a visible element: the route's main content is shown. */
  ready: string[];
}

export const ROUTES: RouteCase[] = [
  { name: 'Home', path: '/', ready: ['.home-section a.card__link'] },
  {
    name: 'Browse',
    path: '/browse-all-videos/3',
    ready: ['.browse__results a.card__link'],
  },
  {
    name: 'Sub-listing',
    path: `/sublisting/Series/${DEMO_IDS.bigSeries}/page/1`,
    ready: ['main h1', 'main a.card__link'],
  },
  {
    name: 'Video detail',
    path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}`,
    ready: ['h1.watch__title', 'main video'],
  },
  {
    name: 'Search',
    path: '/search?keyword=Louisiana&search_by=ALLFIELDS',
    ready: ['main a.card__link'],
  },
  { name: 'Blog list', path: '/spotlight-on-history', ready: ['main li a'] },
  { name: 'Blog detail', path: '/blog/b1', ready: ['h1.blog__title'] },
  { name: 'About', path: '/about-ldma', ready: ['main h1', 'main a.card__link'] },
  { name: 'Contact', path: '/contact-us', ready: ['main h1', '.contact__captcha input'] },
  { name: '404', path: '/not-found', ready: ['h1#not-found-title'] },
];

/** Gzip KB of each library alone, from ../shared/TOOLCHAIN.md "Sizes measured". */
const LIBRARY_KB: Record<string, number> = {
  'react + react-dom': 69,
  'react-router': 29.5,
  'fast-xml-parser': 22.6,
  inversify: 19,
  mobx: 13.3,
  swiper: 27.7,
  'class-validator': 7.6,
};
const BASE = ['react + react-dom', 'react-router', 'fast-xml-parser', 'inversify', 'mobx'];

/** Code that only some routes may download, and those routes. */
const ONLY_ON: Record<string, string[]> = {
  swiper: ['Home'],
  'class-validator': ['Contact'],
  dompurify: ['Blog detail'],
  [CAPTCHA]: ['Contact'],
  [PLAYER]: ['Video detail'],
};

/** DOMPurify is not in TOOLCHAIN.md: its own minified build, gzipped, stands in. */
function dompurifyKb(): number {
  const file = join(ROOT, 'node_modules/dompurify/dist/purify.min.js');
  return gzipSync(readFileSync(file)).length / 1000;
}

function librariesNeeded(route: string): Record<string, number> {
  const needed = Object.fromEntries(BASE.map((l) => [l, LIBRARY_KB[l] ?? 0]));
  for (const [library, routes] of Object.entries(ONLY_ON)) {
    if (!routes.includes(route) || library.startsWith('app')) continue;
    needed[library] = library === 'dompurify' ? dompurifyKb() : (LIBRARY_KB[library] ?? 0);
  }
  return needed;
}

interface Download {
  file: string;
  raw: number;
  gzip: number;
}

export interface RouteBundle {
  route: string;
  path: string;
  js: Download[];
  css: Download[];
  jsGzip: number;
  cssGzip: number;
  budgetGzip: number;
  libraries: string[];
  optionalLoaded: string[];
  misplaced: string[];
}

async function firstLoad(browser: Browser, siteUrl: string, route: RouteCase) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<Download | undefined>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== siteUrl || !/\.(js|css)$/.test(url.pathname)) return;
    pending.push(
      response.body().then(
        (body) => ({
          file: url.pathname.slice(1),
          raw: body.length,
          gzip: gzipSync(body).length,
        }),
        () => undefined,
      ),
    );
  });
  await page.goto(siteUrl + route.path);
  for (const selector of route.ready) {
    await page.locator(selector).first().waitFor({ state: 'visible', timeout: 20_000 });
  }
  await page.waitForLoadState('networkidle');
  const downloads = (await Promise.all(pending)).filter((d): d is Download => d !== undefined);
  await context.close();
  const unique = new Map(downloads.map((d) => [d.file, d]));
  return [...unique.values()];
}

const sum = (downloads: Download[]) => downloads.reduce((total, d) => total + d.gzip, 0);

export async function measureBundles(
  browser: Browser,
  siteUrl: string,
  stats: BuildStats,
): Promise<{
  routes: RouteBundle[];
  files: Map<string, FileContents>;
  sizes: Map<string, Download>;
}> {
  const files = fileContents(stats, ROOT);
  const sizes = new Map<string, Download>();
  const routes: RouteBundle[] = [];
  for (const route of ROUTES) {
    const downloads = await firstLoad(browser, siteUrl, route);
    for (const d of downloads) sizes.set(d.file, d);
    const js = downloads.filter((d) => d.file.endsWith('.js'));
    const css = downloads.filter((d) => d.file.endsWith('.css'));
    // Code only: every page's styles are one sheet by design (swiper's among them, so the
    // home carousel is laid out before its script arrives).
    const libraries = new Set(js.flatMap((d) => [...(files.get(d.file)?.keys() ?? [])]));
    const optionalLoaded = Object.keys(ONLY_ON).filter((l) => libraries.has(l));
    const needed = librariesNeeded(route.name);
    routes.push({
      route: route.name,
      path: route.path,
      js,
      css,
      jsGzip: sum(js),
      cssGzip: sum(css),
      budgetGzip: 1.1 * 1000 * Object.values(needed).reduce((a, b) => a + b, 0),
      libraries: Object.keys(needed),
      optionalLoaded,
      misplaced: optionalLoaded.filter((l) => !(ONLY_ON[l] ?? []).includes(route.name)),
    });
  }
  return { routes, files, sizes };
}

export const CSS_LIMIT = 25_000;

export function routeTable(routes: RouteBundle[], served: string): Table {
  return {
    title: `Initial JS and CSS per route (first load, gzip), ${served}`,
    ...columns(routes, [
      ['route', (r) => r.route],
      ['JS files', (r) => String(r.js.length)],
      ['JS', (r) => kb(r.jsGzip)],
      ['budget', (r) => kb(r.budgetGzip)],
      ['JS target', (r) => verdict(r.jsGzip <= r.budgetGzip)],
      ['CSS', (r) => kb(r.cssGzip)],
      ['CSS target', (r) => verdict(r.cssGzip <= CSS_LIMIT)],
      ['route-only code loaded', (r) => r.optionalLoaded.join(', ') || '-'],
      [
        'only where used',
        (r) => (r.misplaced.length ? `MISS (${r.misplaced.join(', ')})` : 'PASS'),
      ],
    ]),
    notes: [
      'Measured in Chromium: every .js/.css response of the site during a fresh first load, until the content is visible and the network is idle (a server-rendered page has come alive by then); each body gzipped with zlib (default level).',
      'Budget = 1.1 x the gzip sizes of the libraries the route needs (TOOLCHAIN.md): react + react-dom, react-router, fast-xml-parser, inversify, mobx on every route; + swiper on Home, + class-validator on Contact, + DOMPurify (its purify.min.js, gzipped) on Blog detail.',
      'Route-only code: swiper (Home), class-validator and the captcha (Contact), DOMPurify (Blog detail), the player (Video detail); counted in JS files (the CSS is one sheet for every page).',
    ],
  };
}

export function chunkTable(
  routes: RouteBundle[],
  files: Map<string, FileContents>,
  sizes: Map<string, Download>,
  stats: BuildStats,
  limit = 12,
): Table {
  const initial = initialFiles(stats);
  const usedBy = (file: string) =>
    routes.filter((r) => [...r.js, ...r.css].some((d) => d.file === file)).length;
  const rows = [...sizes.values()]
    .filter((d) => d.file.endsWith('.js'))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, limit)
    .map((d) => [
      d.file.replace(/^static\/js\//, ''),
      initial.has(d.file) ? 'initial' : 'async',
      kb(d.raw),
      kb(d.gzip),
      `${usedBy(d.file)}/${routes.length}`,
      describe(files.get(d.file)),
    ]);
  return {
    title: 'Largest JS chunks by library',
    head: ['chunk', 'kind', 'raw', 'gzip', 'routes', 'contents (share of source bytes)'],
    rows,
    notes: [
      "Attributed with rspack's module statistics (test/bench/build.mjs): each module, also inside concatenated modules, names its chunk; a package counts for the package.json dependency that pulls it in.",
      'Shares are of source bytes before minifying, so they are approximate for the gzip figure.',
    ],
  };
}

/** Estimated gzip bytes per library: each chunk's gzip split by source-byte share. */
export function libraryTable(
  files: Map<string, FileContents>,
  sizes: Map<string, Download>,
): Table {
  const totals = new Map<string, number>();
  for (const d of sizes.values()) {
    if (!d.file.endsWith('.js')) continue;
    const contents = files.get(d.file);
    if (!contents) continue;
    const all = [...contents.values()].reduce((a, b) => a + b, 0);
    for (const [library, bytes] of contents) {
      totals.set(library, (totals.get(library) ?? 0) + (d.gzip * bytes) / all);
    }
  }
  return {
    title: 'JS by library (gzip, estimated)',
    head: ['library', 'in this build', 'alone (TOOLCHAIN.md)'],
    rows: [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([library, bytes]) => [
        library,
        kb(bytes),
        LIBRARY_KB[library] ? `${LIBRARY_KB[library].toFixed(1)} KB` : '-',
      ]),
    notes: [
      "Over every JS file any measured route downloaded; a chunk's gzip bytes are split by source-byte share.",
    ],
  };
}

/**
 * Lighthouse (the npm release for Node 20) on the production server (pages rendered by the
 * server bundle), mobile and desktop presets, in Debian's Chromium started by chrome-launcher
 * (Lighthouse's own launcher) with a fresh profile. Mobile uses Lighthouse's default
 * simulated throttling.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { DEMO_IDS } from '../../demo-api/catalogue';
import { CHROME, CHROME_FLAGS } from '../support/localServers';
import { columns, verdict, type Table } from './table.mjs';

export const LIGHTHOUSE_PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Browse', path: '/browse-all-videos/3' },
  { name: 'Video detail', path: `/video_v2/asset-detail/${DEMO_IDS.playableClip}` },
  { name: 'Blog detail', path: '/blog/b1' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/**
 * Runs per page and preset; the one reported is Lighthouse's median run (closest to the
 * median FCP and TTI), as Lighthouse advises for scores that vary from run to run.
 */
export const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

export interface LighthouseRun {
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<Category, number>;
  /** The performance scores of every run, lowest first. */
  performanceRange: number[];
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points in a category below its target. */
  lost: string[];
}

const TARGET: Record<Category, (preset: string) => number> = {
  performance: (preset) => (preset === 'desktop' ? 100 : 95),
  accessibility: () => 100,
  'best-practices': () => 95,
  seo: () => 90,
};
export const CLS_LIMIT = 0.05;

export function meetsTargets(run: LighthouseRun): boolean {
  return CATEGORIES.every((c) => run.scores[c] >= TARGET[c](run.preset)) && run.cls < CLS_LIMIT;
}

interface Audit {
  score: number | null;
  numericValue?: number;
  title: string;
}

export async function runLighthouse(siteUrl: string): Promise<LighthouseRun[]> {
  const profile = mkdtempSync(join(tmpdir(), 'ldma-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  const runs: LighthouseRun[] = [];
  try {
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const target of LIGHTHOUSE_PAGES) {
        const results = [];
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          const result = await lighthouse(
            siteUrl + target.path,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
          results.push(result.lhr);
        }
        const valid = filterToValidRuns(results);
        if (valid.length === 0) throw new Error(`No complete Lighthouse run for ${target.path}`);
        const median: (typeof results)[number] = computeMedianRun(valid);
        const { categories, audits } = median;
        const audit = (id: string) => audits[id] as Audit | undefined;
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
        ) as Record<Category, number>;
        const lost = CATEGORIES.filter((c) => scores[c] < TARGET[c](preset)).flatMap((c) =>
          (categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id} (${audit(ref.id)?.score ?? '?'})`),
        );
        runs.push({
          page: target.name,
          preset,
          scores,
          performanceRange: results
            .map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
            .sort((a, b) => a - b),
          fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
          lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
          cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
          tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
          lost,
        });
      }
    }
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
  return runs;
}

export function lighthouseTable(runs: LighthouseRun[]): Table {
  const mark = (ok: boolean) => (ok ? '' : ' !');
  return {
    title: 'Lighthouse 12 on the production server (scores 0-100; "!" marks a missed target)',
    ...columns(runs, [
      ['page', (r) => r.page],
      ['preset', (r) => r.preset],
      [
        'perf',
        (r) =>
          `${r.scores.performance}${mark(r.scores.performance >= TARGET.performance(r.preset))}`,
      ],
      ['perf, all runs', (r) => r.performanceRange.join(' / ')],
      ['a11y', (r) => `${r.scores.accessibility}${mark(r.scores.accessibility >= 100)}`],
      ['best pr.', (r) => `${r.scores['best-practices']}${mark(r.scores['best-practices'] >= 95)}`],
      ['SEO', (r) => `${r.scores.seo}${mark(r.scores.seo >= 90)}`],
      ['FCP', (r) => `${Math.round(r.fcpMs)} ms`],
      ['LCP', (r) => `${Math.round(r.lcpMs)} ms`],
      ['CLS', (r) => `${r.cls.toFixed(3)}${mark(r.cls < CLS_LIMIT)}`],
      ['TBT', (r) => `${Math.round(r.tbtMs)} ms`],
      ['targets', (r) => verdict(meetsTargets(r))],
    ]),
    notes: [
      'Targets: performance 100 desktop, >= 95 mobile; accessibility 100; best practices >= 95; SEO >= 90; CLS < 0.05.',
      `Each page and preset run ${LIGHTHOUSE_RUNS} times (BENCH_LIGHTHOUSE_RUNS); the scores are those of Lighthouse's median run (computeMedianRun: closest to the median FCP and TTI), "perf, all runs" lists every run's.`,
      'Pages rendered by the server bundle (`npm run serve`), demo API without added latency.',
      'Mobile = Lighthouse default (simulated slow 4G, 4x CPU slowdown); desktop = core/config/desktop-config.js.',
      ...runs.flatMap((r) => r.lost.map((l) => `${r.page} ${r.preset} lost points: ${l}`)),
    ],
  };
}

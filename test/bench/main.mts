/**
 * `npm run bench`: one production build against the local demo API, measured served two ways
 * (the server bundle rendering every page, and the client alone): bundle sizes per route,
 * Lighthouse scores of the server's pages, time to first byte and to content of both, request
 * journeys, and the server under load. Prints tables with PASS/MISS per target (it never fails
 * on a missed target) and writes bench-results/bench.json and bench-results/bench.md.
 * BENCH_SKIP_LIGHTHOUSE=1 leaves Lighthouse out, BENCH_SKIP_LOAD=1 the load test,
 * BENCH_SKIP_SEARCH=1 the spoken-word search (test/bench/search.mts), BENCH_SKIP_EXPLORE=1
 * the explore pages on a synthetic catalogue (test/bench/explore.mts).
 * `npm run bench -- search` runs the spoken-word search alone (bench-results/search.*),
 * `npm run bench -- explore` the explore pages alone (bench-results/explore.*).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chunkTable, CSS_LIMIT, libraryTable, measureBundles, routeTable } from './bundle.mjs';
import { exploreIndexTable, exploreMisses, explorePageTable, runExploreBench } from './explore.mjs';
import { journeyTable, runJourneys } from './journeys.mjs';
import { lighthouseTable, meetsTargets, runLighthouse, type LighthouseRun } from './lighthouse.mjs';
import { loadMeetsTargets, loadTable, runLoad, type LoadRun } from './load.mjs';
import { pageTimesTable, runPageTimes, warmServer } from './pageTimes.mjs';
import { indexingTable, queryTable, runSearchBench, searchMisses } from './search.mjs';
import { chromeVersion, ROOT, startSite } from './site.mjs';
import { markdownTable, textTable, type Table } from './table.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[bench ${seconds()}] ${message}`);

/** Load averages (1, 5, 15 min) when each part started: the machine is shared. */
const loads: Record<string, number[]> = {};
const phase = (name: string, message: string) => {
  loads[name] = loadavg().map((l) => Math.round(l * 100) / 100);
  log(`${message} (load average ${loads[name]?.join(' ')})`);
};

interface Measured {
  runs: unknown[];
  tables: Table[];
  missed: string[];
}

/** The parts that need no site: each runs in `npm run bench` or alone (`npm run bench -- NAME`). */
const PARTS: {
  name: 'search' | 'explore';
  title: string;
  skip: string;
  measure(): Promise<Measured>;
}[] = [
  {
    name: 'search',
    title: 'Spoken-word search',
    skip: 'BENCH_SKIP_SEARCH',
    async measure() {
      const runs = await runSearchBench(log);
      return { runs, tables: [indexingTable(runs), queryTable(runs)], missed: searchMisses(runs) };
    },
  },
  {
    name: 'explore',
    title: 'Explore pages',
    skip: 'BENCH_SKIP_EXPLORE',
    async measure() {
      const runs = await runExploreBench(log);
      return {
        runs,
        tables: [exploreIndexTable(runs), explorePageTable(runs)],
        missed: exploreMisses(runs),
      };
    },
  },
];

async function main(): Promise<void> {
  const machine = {
    cores: cpus().length,
    node: process.version,
    chromium: chromeVersion(),
    date: new Date().toISOString(),
  };
  phase('start', 'building the site against the demo API');
  const site = await startSite();
  const tables: Table[] = [];
  const missed: string[] = [];
  const show = (table: Table) => {
    tables.push(table);
    console.log(textTable(table));
  };
  try {
    log(`warming the server on ${site.server.url}`);
    const cacheFreeAt = await warmServer(site.server.url);
    phase('bundles', `measuring first loads on ${site.server.url} and ${site.siteUrl}`);
    const served = await measureBundles(site.browser, site.server.url, site.stats);
    show(routeTable(served.routes, 'rendered by the server'));
    const bundles = await measureBundles(site.browser, site.siteUrl, site.stats);
    show(routeTable(bundles.routes, 'static client, rendered in the browser'));
    show(chunkTable(bundles.routes, bundles.files, bundles.sizes, site.stats));
    show(libraryTable(bundles.files, bundles.sizes));
    for (const [how, routes] of [
      ['server', served.routes],
      ['static', bundles.routes],
    ] as const) {
      for (const r of routes) {
        if (r.jsGzip > r.budgetGzip) missed.push(`${r.route} (${how}): initial JS over budget`);
        if (r.cssGzip > CSS_LIMIT) missed.push(`${r.route} (${how}): CSS over 25 KB`);
        for (const m of r.misplaced) missed.push(`${r.route} (${how}): loads ${m}`);
      }
    }

    phase('pageTimes', 'timing full page loads, server-rendered and rendered in the browser');
    const waitMs = cacheFreeAt - Date.now();
    if (waitMs > 0)
      log(`waiting ${Math.ceil(waitMs / 1000)} s for the server's API answers to expire`);
    const pageTimes = await runPageTimes(
      site.browser,
      { server: site.server.url, browser: site.siteUrl },
      site.api,
      cacheFreeAt,
    );
    show(pageTimesTable(pageTimes));
    for (const p of pageTimes) {
      for (const rendering of ['cold', 'cached', 'browser'] as const) {
        if (p[rendering].failures.length) {
          missed.push(`${p.route} (${rendering}): content not shown`);
        }
      }
    }

    let lighthouseRuns: LighthouseRun[] = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE) {
      log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)');
    } else {
      phase('lighthouse', `running Lighthouse on ${site.server.url}`);
      lighthouseRuns = await runLighthouse(site.server.url);
      show(lighthouseTable(lighthouseRuns));
      for (const r of lighthouseRuns) {
        if (!meetsTargets(r)) missed.push(`Lighthouse ${r.page} ${r.preset}`);
      }
    }

    phase('journeys', `running the journeys on ${site.siteUrl}`);
    const steps = await runJourneys(site.browser, site.siteUrl, site.api);
    show(journeyTable(steps));
    for (const s of steps) {
      if (s.target && !s.target.ok) missed.push(`${s.step}: ${s.target.label}`);
      if (s.duplicates.length) missed.push(`${s.step}: duplicate requests`);
    }

    let loadRuns: LoadRun[] = [];
    if (process.env.BENCH_SKIP_LOAD) {
      log('load test skipped (BENCH_SKIP_LOAD)');
    } else {
      phase('load', `load test on ${site.server.url}`);
      loadRuns = await runLoad(site.server, site.api);
      show(loadTable(loadRuns));
      for (const r of loadRuns) {
        if (!loadMeetsTargets(r)) missed.push(`${r.page} under load: errors or non-2xx answers`);
      }
    }
    const partRuns: Record<string, unknown[]> = { search: [], explore: [] };
    for (const part of PARTS) {
      if (process.env[part.skip]) {
        log(`${part.title} skipped (${part.skip})`);
        continue;
      }
      phase(part.name, `${part.title} on synthetic data`);
      const measured = await part.measure();
      measured.tables.forEach(show);
      missed.push(...measured.missed);
      partRuns[part.name] = measured.runs;
    }
    phase('end', 'done measuring');
    const serverErrors = site.server.errorLines();
    if (serverErrors.length) {
      console.log(`\nThe server wrote to stderr:\n${serverErrors.slice(0, 20).join('\n')}`);
    }

    const summary = missed.length ? `Targets missed: ${missed.join('; ')}` : 'All targets met.';
    console.log(
      `\n${summary}\nMachine: ${JSON.stringify({ ...machine, loadAverages: loads })}. Total ${seconds()}.`,
    );
    const out = join(ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'bench.json'),
      JSON.stringify(
        {
          machine: { ...machine, loadAverages: loads },
          bundles: { server: served.routes, static: bundles.routes },
          lighthouse: lighthouseRuns,
          pageTimes,
          journeys: steps,
          load: loadRuns,
          ...partRuns,
          serverErrors,
          missed,
        },
        null,
        2,
      ),
    );
    const md = [
      `# Benchmark ${machine.date.slice(0, 10)}`,
      '',
      `${machine.cores} cores, Node ${machine.node}, ${machine.chromium}. Load average (1 min) at the start of each part: ${Object.entries(
        loads,
      )
        .map(([name, l]) => `${name} ${l[0]}`)
        .join(', ')}.`,
      '',
      ...tables.map(markdownTable),
      summary,
      '',
    ].join('\n');
    writeFileSync(join(out, 'bench.md'), md);
    log(`results written to ${out}`);
  } finally {
    await site.close();
  }
}

/** A part alone, no site or browser: its tables and misses, written to bench-results/NAME.*. */
async function partOnly({ name, title, measure }: (typeof PARTS)[number]): Promise<void> {
  phase(name, title);
  const { runs, tables, missed } = await measure();
  for (const table of tables) console.log(textTable(table));
  const summary = missed.length ? `Goals missed: ${missed.join('; ')}` : 'All goals met.';
  console.log(`\n${summary}\nLoad averages: ${JSON.stringify(loads)}. Total ${seconds()}.`);
  const out = join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  const machine = { cores: cpus().length, node: process.version, date: new Date().toISOString() };
  writeFileSync(
    join(out, `${name}.json`),
    JSON.stringify({ machine: { ...machine, loadAverages: loads }, runs, missed }, null, 2),
  );
  writeFileSync(
    join(out, `${name}.md`),
    [
      `# ${title} ${machine.date.slice(0, 10)}`,
      '',
      `${machine.cores} cores, Node ${machine.node}. Load averages: ${JSON.stringify(loads)}.`,
      '',
      ...tables.map(markdownTable),
      summary,
      '',
    ].join('\n'),
  );
  log(`results written to ${out}`);
}

const args = process.argv.slice(2);
const alone = PARTS.find((part) => args.includes(part.name));
(alone ? partOnly(alone) : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

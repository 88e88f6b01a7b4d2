/**
 * `npm run bench`: bundle sizes per route, Lighthouse scores and request timings of the built
 * site against the local demo API. Prints tables with PASS/MISS per target (it never fails on
 * a missed target) and writes bench-results/bench.json and bench-results/bench.md.
 * BENCH_SKIP_LIGHTHOUSE=1 leaves Lighthouse out (the slow part).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { chunkTable, CSS_LIMIT, libraryTable, measureBundles, routeTable } from './bundle.mjs';
import { journeyTable, runJourneys } from './journeys.mjs';
import { lighthouseTable, meetsTargets, runLighthouse, type LighthouseRun } from './lighthouse.mjs';
import { chromeVersion, ROOT, startSite } from './site.mjs';
import { markdownTable, textTable, type Table } from './table.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[bench ${seconds()}] ${message}`);

async function main(): Promise<void> {
  const machine = {
    cores: cpus().length,
    node: process.version,
    chromium: chromeVersion(),
    date: new Date().toISOString(),
  };
  log('building the site against the demo API');
  const site = await startSite();
  const tables: Table[] = [];
  const missed: string[] = [];
  const show = (table: Table) => {
    tables.push(table);
    console.log(textTable(table));
  };
  try {
    log(`measuring first loads on ${site.siteUrl}`);
    const bundles = await measureBundles(site.browser, site.siteUrl, site.stats);
    show(routeTable(bundles.routes));
    show(chunkTable(bundles.routes, bundles.files, bundles.sizes, site.stats));
    show(libraryTable(bundles.files, bundles.sizes));
    for (const r of bundles.routes) {
      if (r.jsGzip > r.budgetGzip) missed.push(`${r.route}: initial JS over budget`);
      if (r.cssGzip > CSS_LIMIT) missed.push(`${r.route}: CSS over 25 KB`);
      for (const m of r.misplaced) missed.push(`${r.route}: loads ${m}`);
    }

    let lighthouseRuns: LighthouseRun[] = [];
    if (process.env.BENCH_SKIP_LIGHTHOUSE) {
      log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE)');
    } else {
      log('running Lighthouse');
      lighthouseRuns = await runLighthouse(site.siteUrl);
      show(lighthouseTable(lighthouseRuns));
      for (const r of lighthouseRuns) {
        if (!meetsTargets(r)) missed.push(`Lighthouse ${r.page} ${r.preset}`);
      }
    }

    log('running the journeys');
    const steps = await runJourneys(site.browser, site.siteUrl, site.api);
    show(journeyTable(steps));
    for (const s of steps) {
      if (s.target && !s.target.ok) missed.push(`${s.step}: ${s.target.label}`);
      if (s.duplicates.length) missed.push(`${s.step}: duplicate requests`);
    }

    const summary = missed.length ? `Targets missed: ${missed.join('; ')}` : 'All targets met.';
    console.log(`\n${summary}\nMachine: ${JSON.stringify(machine)}. Total ${seconds()}.`);
    const out = join(ROOT, 'bench-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      join(out, 'bench.json'),
      JSON.stringify(
        { machine, bundles: bundles.routes, lighthouse: lighthouseRuns, journeys: steps, missed },
        null,
        2,
      ),
    );
    const md = [
      `# Benchmark ${machine.date.slice(0, 10)}`,
      '',
      `${machine.cores} cores, Node ${machine.node}, ${machine.chromium}.`,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `npm run test:e2e`: the browser suite against the production server, then the journeys
 * of the static pass against the client folder alone (E2E_MODE=static, jest.e2e.config.js).
 * Arguments go to both jest runs; with E2E_MODE set, only that pass runs.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');
const args = process.argv.slice(2);
const passes = process.env.E2E_MODE ? [process.env.E2E_MODE] : ['server', 'static'];

const results = passes.map((mode) => {
  const started = Date.now();
  console.log(`\n=== Browser tests, ${mode} pass`);
  // Files named on the command line may all lie outside the static pass.
  const extra = mode === 'static' && args.length > 0 ? ['--passWithNoTests'] : [];
  const run = spawnSync(process.execPath, [jest, '-c', 'jest.e2e.config.js', ...extra, ...args], {
    stdio: 'inherit',
    env: { ...process.env, E2E_MODE: mode },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  return { mode, ok: run.status === 0, seconds };
});

for (const { mode, ok, seconds } of results) {
  console.log(`${mode} pass: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

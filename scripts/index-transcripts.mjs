/**
 * `npm run index`: one pass of the transcript index. Runs the indexer `npm run build` made
 * (dist-server/indexTranscripts.js, configured as the server built beside it) when there is
 * one, the sources through tsx otherwise (development). Production hosts install without
 * development packages, so they run the built file.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = resolve(root, process.env.SITE_SERVER_DIR || 'dist-server');
const built = join(serverDir, 'indexTranscripts.js');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');

let args;
if (existsSync(built)) {
  args = [built];
} else if (existsSync(tsx)) {
  args = [
    tsx,
    '--require',
    join(root, 'scripts/sourceImports.cjs'),
    join(root, 'src/jobs/indexTranscripts.ts'),
  ];
} else {
  console.error(`No indexer to run: ${built} is missing. Run npm run build first.`);
  process.exit(1);
}

const child = spawn(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
// The child gets the terminal's signals itself; this process waits for its exit.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) =>
  process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 0) : 1)),
);

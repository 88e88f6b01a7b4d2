/** What the browser suite and the benchmark both need to run the site on loopback. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium; never a downloaded browser. */
export const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A loopback port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once `url` answers, rejects if `child` (the server) stops first or 15 s pass. */
export async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`The site server stopped (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** A server program started by a test run, on a loopback port. */
export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** What it wrote to stdout and stderr so far (the newest part of it). */
  output(): string;
  stop(): Promise<void>;
}

/** Output kept per server: enough for the errors a test looks for, bounded for long runs. */
const MAX_OUTPUT_CHARS = 1_000_000;

/** Ends `child` with SIGTERM (SIGKILL if it lingers) and resolves once it has exited. */
export function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs `node <script> ...args(port)` on a free loopback port and resolves once
 * `url + readyPath` answers. `env(url)` adds to this process's environment (PORT and HOST
 * are set too); `log` also receives everything the program writes.
 */
export async function startServer(options: {
  script: string;
  args?: (port: number) => string[];
  cwd?: string;
  env?: (url: string) => NodeJS.ProcessEnv;
  readyPath?: string;
  log?: (chunk: string) => void;
}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [options.script, ...(options.args?.(port) ?? [])], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env?.(url), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-MAX_OUTPUT_CHARS);
    options.log?.(text);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const server: RunningServer = { url, child, output: () => output, stop: () => stopChild(child) };
  try {
    await waitForServer(`${url}${options.readyPath ?? '/'}`, child);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
  return server;
}

/**
 * The production site server of a build (`node <serverDir>/index.js`), named by its own
 * loopback URL (SITE_ORIGIN), so canonical links and structured data point at it. Unless
 * `env` names one, it gets a transcript index folder of its own (PGlite lets one process
 * own a folder), removed when it stops. One process unless `SERVER_WORKERS` is
 * given (`npm run test:stack` runs the workers).
 */
export async function startSiteServer(
  serverDir: string,
  options: { env?: NodeJS.ProcessEnv; log?: (chunk: string) => void } = {},
): Promise<RunningServer> {
  const named = options.env?.TRANSCRIPT_INDEX_DIR || options.env?.DATABASE_URL;
  const indexDir = named ? undefined : mkdtempSync(join(tmpdir(), 'ldma-index-'));
  const removeIndex = () => indexDir && rmSync(indexDir, { recursive: true, force: true });
  try {
    const server = await startServer({
      script: join(serverDir, 'index.js'),
      env: (url) => ({
        SERVER_WORKERS: '1',
        ...options.env,
        ...(indexDir ? { TRANSCRIPT_INDEX_DIR: indexDir } : {}),
        SITE_ORIGIN: url,
      }),
      readyPath: '/healthz',
      log: options.log,
    });
    return {
      ...server,
      stop: async () => {
        await server.stop();
        removeIndex();
      },
    };
  } catch (error) {
    removeIndex();
    throw error;
  }
}

/**
 * Resolves once the site's spoken-word search answers (its first indexing pass finished):
 * the endpoint stops answering 503. Rejects after `timeoutMs`, or when the server stops.
 */
export async function waitForSpokenWords(
  server: RunningServer,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error('The site server stopped');
    try {
      const answer = await fetch(`${server.url}/api/spoken-words?q=levee`);
      last = `HTTP ${answer.status}`;
      if (answer.status !== 503) {
        if (answer.ok) return;
        throw new Error(`The spoken-word endpoint answered ${last}`);
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('The spoken-word')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The first indexing pass did not finish in ${timeoutMs} ms (${last})`);
}

/** What the browser suite and the benchmark both need to run the site on loopback. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
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
 * loopback URL (SITE_ORIGIN), so canonical links and structured data point at it. One
 * process unless `SERVER_WORKERS` is given: its log and its caches are then the whole
 * server's (`npm run test:stack` runs the workers).
 */
export function startSiteServer(
  serverDir: string,
  options: { env?: NodeJS.ProcessEnv; log?: (chunk: string) => void } = {},
): Promise<RunningServer> {
  return startServer({
    script: join(serverDir, 'index.js'),
    env: (url) => ({ SERVER_WORKERS: '1', ...options.env, SITE_ORIGIN: url }),
    readyPath: '/healthz',
    log: options.log,
  });
}

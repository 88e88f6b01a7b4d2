/**
 * The system under measurement: the demo API, the production build made against it, served
 * two ways (the server bundle as `npm run serve` runs it, and the client alone by
 * `rsbuild preview`), and Debian's Chromium, all on loopback.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { CHROME, CHROME_FLAGS, freePort, waitForServer } from '../support/localServers';
import type { BuildStats } from './chunks.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RSBUILD = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/** The production server (`node dist-server/index.js`) as a child process. */
export interface SiteServer {
  url: string;
  pid: number;
  /** Lines it has written to stderr (warnings and errors; its access log is discarded). */
  errorLines(): string[];
}

export interface Site {
  api: DemoApi;
  /** The client alone, served by `rsbuild preview` (rendered in the browser). */
  siteUrl: string;
  /** The same build's server bundle, rendering every page. */
  server: SiteServer;
  distDir: string;
  stats: BuildStats;
  browser: Browser;
  close(): Promise<void>;
}

/** The Chromium version string, e.g. `Chromium 156.0.8078.79 built on Debian ...`. */
export function chromeVersion(): string {
  const out = spawnSync(CHROME, ['--version'], { encoding: 'utf8' });
  const line = out.stdout.split('\n').find((l) => /\d+\.\d+/.test(l));
  return (line ?? 'unknown').trim();
}

export async function startSite(): Promise<Site> {
  // Named explicitly: loaded through tsx's API the server cannot find its folder itself.
  const mediaDir = join(ROOT, 'demo-api/media');
  const api = await startDemoApi({ port: 0, host: '127.0.0.1', mediaDir });
  const work = mkdtempSync(join(tmpdir(), 'ldma-bench-'));
  const distDir = join(work, 'dist');
  const statsPath = join(work, 'stats.json');
  const env = {
    ...process.env,
    PUBLIC_API_HOST: api.url,
    // A build for an API names its captcha; the demo's is the one the journeys can solve.
    PUBLIC_CAPTCHA: 'demo',
    // The preview server passes the demo's media paths on to it (src/server/http/demoMedia.ts).
    DEMO_MEDIA_ORIGIN: api.url,
    NODE_ENV: 'production',
    SITE_DIST_DIR: distDir,
  };
  const build = spawnSync(process.execPath, [join(ROOT, 'test/bench/build.mjs'), statsPath], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
  const stats = JSON.parse(readFileSync(statsPath, 'utf8')) as BuildStats;

  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [RSBUILD, 'preview', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: ROOT, env, stdio: 'ignore' },
  );
  const siteUrl = `http://127.0.0.1:${port}`;
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    await waitForServer(siteUrl, preview);
    server = await startServer(work, env);
  } catch (error) {
    preview.kill();
    await api.close();
    throw error;
  }
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS,
    headless: true,
  });

  return {
    api,
    siteUrl,
    server: server.site,
    distDir,
    stats,
    browser,
    async close() {
      await browser.close();
      preview.kill();
      await server.stop();
      await api.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** Kept from the server's stderr: enough to show what went wrong, bounded under load. */
const MAX_ERROR_LINES = 200;

/**
 * Starts the server bundle of the build in `work` as `npm run serve` does, on a free loopback
 * port, with SITE_ORIGIN set to that address. Built outside the project, the bundle finds
 * its one external (jsdom) through NODE_PATH.
 */
async function startServer(
  work: string,
  buildEnv: NodeJS.ProcessEnv,
): Promise<{ site: SiteServer; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(work, 'dist-server/index.js')], {
    cwd: work,
    env: {
      ...buildEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_ORIGIN: url,
      // Every request of the load test a render: kept pages are measured by `bench -- crowd`.
      KEPT_PAGES_MB: '0',
      NODE_PATH: join(ROOT, 'node_modules'),
    },
    // The access log (a line per request on stdout) is not read: under load it would only
    // cost the benchmark's own process time.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lines: string[] = [];
  let total = 0;
  let partial = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      total += 1;
      if (lines.length < MAX_ERROR_LINES) lines.push(line);
    }
  });
  try {
    await waitForServer(`${url}/healthz`, child);
  } catch (error) {
    child.kill();
    throw new Error(`The site server did not start:\n${lines.join('\n')}`, { cause: error });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    site: {
      url,
      pid: child.pid ?? 0,
      errorLines: () =>
        total > lines.length ? [...lines, `... ${total - lines.length} more`] : [...lines],
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 12_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A server bundle named on the command line: `label=path/to/dist-server/index.js`. */
export interface NamedBundle {
  label: string;
  bundle: string;
}

/** The `label=bundle` arguments of a side-by-side bench; at least one, or `usage` is thrown. */
export function bundleArguments(usage: string): NamedBundle[] {
  const bundles = process.argv
    .slice(2)
    .filter((arg) => arg.includes('='))
    .map((arg) => {
      const at = arg.indexOf('=');
      return { label: arg.slice(0, at), bundle: resolve(arg.slice(at + 1)) };
    });
  if (bundles.length === 0) throw new Error(`usage: ${usage}`);
  return bundles;
}

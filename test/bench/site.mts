/**
 * The system under measurement: the demo API, the production build made against it, that
 * build served by `rsbuild preview`, and Debian's Chromium, all on loopback.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { startDemoApi, type DemoApi } from '../../demo-api/server';
import { CHROME, CHROME_FLAGS, freePort, waitForServer } from '../support/localServers';
import type { BuildStats } from './chunks.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RSBUILD = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');

export interface Site {
  api: DemoApi;
  siteUrl: string;
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
  await waitForServer(siteUrl, preview);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS,
    headless: true,
  });

  return {
    api,
    siteUrl,
    distDir,
    stats,
    browser,
    async close() {
      await browser.close();
      preview.kill();
      await api.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

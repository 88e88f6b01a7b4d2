import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDemoApi } from '../../../demo-api/server';
import { freePort, waitForServer } from '../../support/localServers';

const root = join(__dirname, '../../..');
const RSBUILD = join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/**
 * Starts the demo API, builds the site against it (the default HTTP adapters) and serves the
 * built files, all on loopback ports.
 */
export default async function globalSetup(): Promise<void> {
  const api = await startDemoApi({ port: 0, host: '127.0.0.1' });
  const env = {
    ...process.env,
    PUBLIC_API_HOST: api.url,
    NODE_ENV: 'production',
    SITE_DIST_DIR: mkdtempSync(join(tmpdir(), 'ldma-site-')),
  };
  const build = spawnSync(process.execPath, [RSBUILD, 'build'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`Build failed:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [RSBUILD, 'preview', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root, env, stdio: 'ignore' },
  );
  const siteUrl = `http://127.0.0.1:${port}`;
  await waitForServer(siteUrl, preview);
  const shots = join(root, 'test-results/screenshots');
  mkdirSync(shots, { recursive: true });
  process.env.E2E_SITE_URL = siteUrl;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_SCREENSHOTS = shots;
  console.log(`\nSite ${siteUrl}, demo API ${api.url}, screenshots in ${shots}`);
  (globalThis as Record<string, unknown>).__e2e = { api, preview, distDir: env.SITE_DIST_DIR };
}

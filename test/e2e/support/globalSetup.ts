import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../demo-api/server';
import { startServer, startSiteServer, type RunningServer } from '../../support/localServers';
import { e2eBuild, e2eMode, type E2eBuild } from './mode';

const root = join(__dirname, '../../..');
const RSBUILD = join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/** What the teardown stops and removes. */
export interface E2eState {
  api: DemoApi;
  site: RunningServer;
  log: NodeJS.WritableStream;
  /** The build folder, unless it is kept for the next run. */
  temporary?: string;
}

/** The demo API URL a build was made for (the client has it compiled in). */
const stampOf = (build: E2eBuild) => join(build.folder, 'built-for.json');

/** The demo API on the port a complete earlier build was made for, if that port is free. */
async function apiForEarlierBuild(build: E2eBuild): Promise<DemoApi | undefined> {
  let apiUrl: string | undefined;
  try {
    ({ apiUrl } = JSON.parse(readFileSync(stampOf(build), 'utf8')) as { apiUrl?: string });
  } catch {
    return undefined;
  }
  const complete =
    existsSync(join(build.client, 'manifest.json')) && existsSync(join(build.server, 'index.js'));
  if (!apiUrl || !complete) return undefined;
  return startDemoApi({ port: Number(new URL(apiUrl).port), host: '127.0.0.1' }).catch(
    () => undefined,
  );
}

function buildSite(build: E2eBuild, apiUrl: string): void {
  const env = {
    ...process.env,
    PUBLIC_API_HOST: apiUrl,
    // The contact form's demo captcha, which the demo API accepts.
    PUBLIC_CAPTCHA: 'demo',
    NODE_ENV: 'production',
    SITE_DIST_DIR: build.client,
    SITE_SERVER_DIR: build.server,
  };
  const result = spawnSync(process.execPath, [RSBUILD, 'build'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Build failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(stampOf(build), JSON.stringify({ apiUrl }));
}

/**
 * Starts the demo API, builds the site against it (the default HTTP adapters) into
 * test-results/, and serves the build on loopback: the production server by default, the
 * client folder alone with `rsbuild preview` when E2E_MODE=static. E2E_REUSE_BUILD=1 keeps
 * the build for the next run and starts from the last one (rebuilt when its API port is
 * taken); the build does not notice changed sources, so use it only while editing tests.
 */
export default async function globalSetup(): Promise<void> {
  const mode = e2eMode();
  const reuse = process.env.E2E_REUSE_BUILD === '1';
  const build = e2eBuild(reuse);
  let api = reuse ? await apiForEarlierBuild(build) : undefined;
  if (!api) {
    api = await startDemoApi({ port: 0, host: '127.0.0.1' });
    buildSite(build, api.url);
  }
  // The demo API names its media as paths on the site, which the site passes on to it.
  const demoMedia = { DEMO_MEDIA_ORIGIN: api.url };
  const log = createWriteStream(join(root, `test-results/e2e-${mode}-server.log`));
  const write = (text: string) => log.write(text);
  const site =
    mode === 'server'
      ? await startSiteServer(build.server, { env: demoMedia, log: write })
      : await startServer({
          script: RSBUILD,
          cwd: root,
          // The config serves SITE_DIST_DIR, answering every unknown path with index.html.
          args: (port) => ['preview', '--port', String(port), '--host', '127.0.0.1'],
          env: () => ({ ...demoMedia, NODE_ENV: 'production', SITE_DIST_DIR: build.client }),
          log: write,
        });
  const shots = join(root, 'test-results/screenshots', mode);
  mkdirSync(shots, { recursive: true });
  process.env.E2E_MODE = mode;
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_SERVER_DIR = build.server;
  process.env.E2E_SCREENSHOTS = shots;
  console.log(`\n${mode} mode: site ${site.url}, demo API ${api.url}, screenshots in ${shots}`);
  const state: E2eState = { api, site, log, temporary: reuse ? undefined : build.folder };
  (globalThis as Record<string, unknown>).__e2e = state;
}

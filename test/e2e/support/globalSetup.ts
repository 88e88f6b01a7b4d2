import { spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../demo-api/server';
import {
  startServer,
  startSiteServer,
  waitForSpokenWords,
  type RunningServer,
} from '../../support/localServers';
import { e2eBuild, e2eMode, type E2eBuild, type E2eMode } from './mode';

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

/** When a file the build reads last changed: the sources, the config and the packages. */
function newestSource(path = join(root, 'src')): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

/**
 * The demo API on the port a complete earlier build was made for, if that port is free and
 * nothing the build reads has changed since.
 */
async function apiForEarlierBuild(build: E2eBuild): Promise<DemoApi | undefined> {
  let apiUrl: string | undefined;
  let builtAt: number;
  try {
    ({ apiUrl } = JSON.parse(readFileSync(stampOf(build), 'utf8')) as { apiUrl?: string });
    builtAt = statSync(stampOf(build)).mtimeMs;
  } catch {
    return undefined;
  }
  const complete =
    existsSync(join(build.client, 'manifest.json')) && existsSync(join(build.server, 'index.js'));
  const inputs = ['rsbuild.config.ts', 'package-lock.json'].map((file) => join(root, file));
  const changed = Math.max(newestSource(), ...inputs.map((file) => newestSource(file))) > builtAt;
  if (!apiUrl || !complete || changed) return undefined;
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

/** The build on loopback as `mode` serves it, its output in test-results/e2e-{mode}-site.log. */
async function serve(
  mode: E2eMode,
  build: E2eBuild,
  apiUrl: string,
): Promise<{ site: RunningServer; log: NodeJS.WritableStream }> {
  const log = createWriteStream(join(root, `test-results/e2e-${mode}-site.log`));
  const write = (text: string) => log.write(text);
  // The demo API names its media as paths on the site, which the site passes on to it.
  const demoMedia = { DEMO_MEDIA_ORIGIN: apiUrl };
  try {
    if (mode === 'server') {
      // A fresh transcript index (its own folder), searchable once the server's first pass
      // over the demo catalogue's captions has finished.
      const site = await startSiteServer(build.server, { env: demoMedia, log: write });
      try {
        await waitForSpokenWords(site);
      } catch (error) {
        await site.stop();
        throw error;
      }
      return { site, log };
    }
    const site = await startServer({
      script: RSBUILD,
      cwd: root,
      // The config serves SITE_DIST_DIR, answering every unknown path with index.html.
      args: (port) => ['preview', '--port', String(port), '--host', '127.0.0.1'],
      env: () => ({ ...demoMedia, NODE_ENV: 'production', SITE_DIST_DIR: build.client }),
      log: write,
    });
    return { site, log };
  } catch (error) {
    log.end();
    throw error;
  }
}

/**
 * Starts the demo API, builds the site against it (the default HTTP adapters) into
 * test-results/, and serves the build on loopback: the production server by default, the
 * client folder alone with `rsbuild preview` when E2E_MODE=static. E2E_REUSE_BUILD=1 keeps
 * the build for the next run and starts from the last one, unless src/, the config or the
 * lockfile changed since or its API port is taken.
 */
export default async function globalSetup(): Promise<void> {
  const mode = e2eMode();
  const reuse = process.env.E2E_REUSE_BUILD === '1';
  const build = e2eBuild(reuse);
  const temporary = reuse ? undefined : build.folder;
  let api = reuse ? await apiForEarlierBuild(build) : undefined;
  try {
    if (!api) {
      api = await startDemoApi({ port: 0, host: '127.0.0.1' });
      buildSite(build, api.url);
    }
    const { site, log } = await serve(mode, build, api.url);
    const shots = join(root, 'test-results/screenshots', mode);
    mkdirSync(shots, { recursive: true });
    process.env.E2E_MODE = mode;
    process.env.E2E_SITE_URL = site.url;
    process.env.E2E_API_URL = api.url;
    process.env.E2E_SERVER_DIR = build.server;
    process.env.E2E_SCREENSHOTS = shots;
    console.log(`\n${mode} mode: site ${site.url}, demo API ${api.url}, screenshots in ${shots}`);
    const state: E2eState = { api, site, log, temporary };
    (globalThis as Record<string, unknown>).__e2e = state;
  } catch (error) {
    // Jest runs no teardown after a failed setup.
    await api?.close();
    if (temporary) rmSync(temporary, { recursive: true, force: true });
    throw error;
  }
}

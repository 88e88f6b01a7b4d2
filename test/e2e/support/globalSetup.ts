import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../demo-api/server';
import { startServer, startSiteServer, type RunningServer } from '../../support/localServers';
import { E2E_BUILD, e2eMode } from './mode';

const root = join(__dirname, '../../..');
const RSBUILD = join(root, 'node_modules/@rsbuild/core/bin/rsbuild.js');

/** What the teardown stops. */
export interface E2eState {
  api: DemoApi;
  site: RunningServer;
  log: NodeJS.WritableStream;
}

/** The API a reusable build was made against: its URL is compiled into the client. */
function builtFor(): string | undefined {
  try {
    const { apiUrl } = JSON.parse(readFileSync(E2E_BUILD.stamp, 'utf8')) as { apiUrl?: string };
    const complete = existsSync(join(E2E_BUILD.client, 'manifest.json'));
    return complete && existsSync(join(E2E_BUILD.server, 'index.js')) ? apiUrl : undefined;
  } catch {
    return undefined;
  }
}

/** With E2E_REUSE_BUILD=1, the demo API on the port the last build was made for. */
async function apiForLastBuild(): Promise<DemoApi | undefined> {
  const apiUrl = process.env.E2E_REUSE_BUILD === '1' ? builtFor() : undefined;
  if (!apiUrl) return undefined;
  // Taken meanwhile: build afresh.
  return startDemoApi({ port: Number(new URL(apiUrl).port), host: '127.0.0.1' }).catch(
    () => undefined,
  );
}

function build(apiUrl: string): void {
  const env = {
    ...process.env,
    PUBLIC_API_HOST: apiUrl,
    NODE_ENV: 'production',
    SITE_DIST_DIR: E2E_BUILD.client,
    SITE_SERVER_DIR: E2E_BUILD.server,
  };
  const result = spawnSync(process.execPath, [RSBUILD, 'build'], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Build failed:\n${result.stdout}\n${result.stderr}`);
  writeFileSync(E2E_BUILD.stamp, JSON.stringify({ apiUrl }));
}

/**
 * Starts the demo API, builds the site against it (the default HTTP adapters) into
 * test-results/, and serves the build on loopback: the production server by default, the
 * client folder alone with `rsbuild preview` when E2E_MODE=static.
 */
export default async function globalSetup(): Promise<void> {
  const mode = e2eMode();
  mkdirSync(join(root, 'test-results'), { recursive: true });
  let api = await apiForLastBuild();
  if (!api) {
    api = await startDemoApi({ port: 0, host: '127.0.0.1' });
    build(api.url);
  }
  const log = createWriteStream(join(root, `test-results/e2e-${mode}.log`));
  const site =
    mode === 'server'
      ? await startSiteServer(E2E_BUILD.server, { log: (text) => log.write(text) })
      : await startServer({
          script: RSBUILD,
          cwd: root,
          // The config serves SITE_DIST_DIR, with every unknown path answered by index.html.
          args: (port) => ['preview', '--port', String(port), '--host', '127.0.0.1'],
          env: () => ({ NODE_ENV: 'production', SITE_DIST_DIR: E2E_BUILD.client }),
          log: (text) => log.write(text),
        });
  const shots = join(root, 'test-results/screenshots', mode);
  mkdirSync(shots, { recursive: true });
  process.env.E2E_MODE = mode;
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_SCREENSHOTS = shots;
  console.log(`\n${mode} mode: site ${site.url}, demo API ${api.url}, screenshots in ${shots}`);
  (globalThis as Record<string, unknown>).__e2e = { api, site, log } satisfies E2eState;
}

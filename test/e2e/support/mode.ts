import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';

/**
 * How the suite serves the site: `server`, the production server rendering every page
 * (the default); `static`, the client folder alone with `rsbuild preview`, every page
 * rendered in the browser (E2E_MODE=static).
 */
export type E2eMode = 'server' | 'static';

export function e2eMode(): E2eMode {
  const mode = process.env.E2E_MODE || 'server';
  if (mode !== 'server' && mode !== 'static') {
    throw new Error(`E2E_MODE must be server or static, not ${mode}`);
  }
  return mode;
}

/**
 * A group of tests of the production server itself: the server pass runs it; the static
 * pass, with no server to ask, leaves it out rather than listing it as skipped.
 */
export function describeOnServer(name: string, tests: () => void): void {
  if (e2eMode() === 'server') describe(name, tests);
}

const root = join(__dirname, '../../..');

/** A build of the site for the suite: the client folder and the server bundle beside it. */
export interface E2eBuild {
  folder: string;
  client: string;
  server: string;
}

/**
 * Where a run builds the site: inside the project (git-ignored), so the server bundle finds
 * its externals (jsdom) in node_modules as a deployed one does. Each run has its own folder,
 * so runs side by side never overwrite each other's build; with E2E_REUSE_BUILD=1 one fixed
 * folder is kept from run to run.
 */
export function e2eBuild(reuse: boolean): E2eBuild {
  mkdirSync(join(root, 'test-results'), { recursive: true });
  const folder = reuse
    ? join(root, 'test-results/e2e-build')
    : mkdtempSync(join(root, 'test-results/e2e-build-'));
  return { folder, client: join(folder, 'site'), server: join(folder, 'site-server') };
}

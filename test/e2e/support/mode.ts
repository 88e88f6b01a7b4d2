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

const root = join(__dirname, '../../..');

/**
 * Where the suite builds the site: inside the project (git-ignored), so the server bundle
 * finds its externals (jsdom) in node_modules as a deployed one does.
 */
export const E2E_BUILD = {
  client: join(root, 'test-results/e2e-site'),
  server: join(root, 'test-results/e2e-site-server'),
  /** The demo API URL the build was made for (compiled into the client). */
  stamp: join(root, 'test-results/e2e-site.json'),
};

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { startDemoApi } from '../../../src/demo/server';

const root = join(__dirname, '../../..');

/** Starts the demo API, builds the site against it and serves the built files, all on loopback. */
export default async function globalSetup(): Promise<void> {
  const api = await startDemoApi({ port: 0, host: '127.0.0.1' });
  process.env.PUBLIC_API_HOST = api.url;
  const distPath = join(root, 'test-results/site');
  const { content } = await loadConfig({ cwd: root });
  const rsbuild = await createRsbuild({
    cwd: root,
    loadEnv: true,
    config: {
      ...content,
      output: { ...content.output, distPath: { root: distPath } },
      server: { ...content.server, port: 0, host: '127.0.0.1', strictPort: false },
    },
  });
  await rsbuild.build();
  const preview = await rsbuild.preview({ checkDistDir: true });
  const siteUrl = preview.urls[0]?.replace(/\/$/, '') ?? '';
  const shots = join(root, 'test-results/screenshots');
  mkdirSync(shots, { recursive: true });
  process.env.E2E_SITE_URL = siteUrl;
  process.env.E2E_API_URL = api.url;
  process.env.E2E_SCREENSHOTS = shots;
  console.log(`\nSite ${siteUrl}, demo API ${api.url}, screenshots in ${shots}`);
  (globalThis as Record<string, unknown>).__e2e = { api, preview };
}

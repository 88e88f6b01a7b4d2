/**
 * `npm start`: the site's dev server, plus the local demo archive API when no
 * PUBLIC_API_HOST is configured, so the whole site runs with no set-up.
 */
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { startDemoApi } from './server';

const DEMO_PORT = Number(process.env.DEMO_API_PORT ?? 4010);

async function main(): Promise<void> {
  const external = (process.env.PUBLIC_API_HOST ?? '').trim();
  if (!external) {
    const api = await startDemoApi({ port: DEMO_PORT, host: '127.0.0.1' });
    process.env.PUBLIC_API_HOST = api.url;
    console.log(`Demo archive API: ${api.url}`);
  }
  const { content } = await loadConfig({ cwd: process.cwd() });
  const rsbuild = await createRsbuild({ cwd: process.cwd(), config: content, loadEnv: true });
  await rsbuild.startDevServer();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

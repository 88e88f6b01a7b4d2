/**
 * `npm start`: the site's dev server, plus the local demo archive API when no
 * PUBLIC_API_HOST is configured (or it is `demo`), so the whole site runs with no set-up. The dev server passes
 * the demo's media (`/media/...`, `/captions/...`) on to it (DEMO_MEDIA_ORIGIN).
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isDemoApi } from '../src/config/site';
import { startDemoApi } from './server';

const DEMO_PORT = Number(process.env.DEMO_API_PORT ?? 4010);
const RSBUILD = join(process.cwd(), 'node_modules/@rsbuild/core/bin/rsbuild.js');

async function main(): Promise<void> {
  const env = { ...process.env };
  if (isDemoApi(env.PUBLIC_API_HOST)) {
    const api = await startDemoApi({ port: DEMO_PORT, host: '127.0.0.1' });
    env.PUBLIC_API_HOST = api.url;
    env.DEMO_MEDIA_ORIGIN = api.url;
    console.log(`Demo archive API: ${api.url}`);
  }
  const dev = spawn(process.execPath, [RSBUILD, 'dev', ...process.argv.slice(2)], {
    env,
    stdio: 'inherit',
  });
  dev.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => dev.kill(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

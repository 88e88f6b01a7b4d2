/**
 * The site as it is deployed at scale, on loopback in a temporary folder: one PostgreSQL
 * (scripts/postgres.sh) holding the transcript index, the demo API as the archive, two or
 * more instances of the production server sharing that database, and nginx in front as the
 * CDN stand-in (pages cached per their Cache-Control, a failed instance's requests passed on
 * to another, the hashed /static/ files served by nginx itself, any Host but the site's
 * answered 421). The site's origin is nginx's address (SITE_ORIGIN of every instance). Every process is stopped
 * by its PID when the stack stops.
 *
 *   npm run stack            starts it, prints the addresses, stops on Ctrl-C
 *   import { startStack }    the same for scripts (scripts/stack-test.mjs, the bench)
 *
 * STACK_INSTANCES (2), STACK_WORKERS (workers per instance, 1), STACK_API_LATENCY_MS (0),
 * STACK_BUILD_DIR (reuse a build this script made, when its API port is free).
 * Debian's nginx and postgresql are installed (apt-get, as root) when missing.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSite } from './nginxSite.cjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const RSBUILD = join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js');

const log = (line) => console.log(`[stack] ${line}`);

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** The PIDs of `pid`'s child processes: an instance's workers, nginx's. */
export function childrenOf(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function portFree(port) {
  return new Promise((resolveFree) => {
    const probe = createServer();
    probe.once('error', () => resolveFree(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolveFree(true)));
  });
}

/** Resolves once `url` answers 2xx; rejects when `child` exits first or `seconds` pass. */
export async function waitFor(url, child, seconds = 60) {
  for (let i = 0; i < seconds * 10; i += 1) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: its process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

function aptInstall(binary, pkg) {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0)
    throw new Error(`${binary} is missing: apt-get install ${pkg} (as root)`);
  log(`installing Debian's ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const run = spawnSync('apt-get', args, { env, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** Builds the site for the API at `apiOrigin` into `dir` (dist/ and dist-server/), under the shared lock. */
function build(dir, apiOrigin) {
  log(`building the site for ${apiOrigin}`);
  const env = {
    ...process.env,
    PUBLIC_API_HOST: apiOrigin,
    PUBLIC_CAPTCHA: 'demo',
    NODE_ENV: 'production',
    SITE_DIST_DIR: join(dir, 'dist'),
  };
  const locked = spawnSync('sh', ['-c', 'command -v flock'], { encoding: 'utf8' }).status === 0;
  const [command, args] = locked
    ? ['flock', ['/tmp/ldma-heavy.lock', process.execPath, RSBUILD, 'build']]
    : [process.execPath, [RSBUILD, 'build']];
  const run = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The build failed:\n${run.stdout}\n${run.stderr}`);
  writeFileSync(join(dir, 'stack-build.json'), JSON.stringify({ apiOrigin }));
}

/** nginx in front of `instances`, answering for the site at http://127.0.0.1:`port` alone. */
export function nginxConfig({ dir, port, instances, distDir, user }) {
  return `# Written by scripts/stack.mjs; deploy/nginx.conf holds the same site.
${user ? `user ${user};` : ''}
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${nginxSite({ cacheDir: `${dir}/cache`, listen: `127.0.0.1:${port}`, instances, staticRoot: distDir, serverName: '127.0.0.1' })}
}
`;
}

function spawnLogged(name, command, args, options, dir) {
  const out = join(dir, `${name}.log`);
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: false,
  });
  const chunks = [];
  const keep = (chunk) => {
    chunks.push(chunk);
    writeFileSync(out, Buffer.concat(chunks));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => Buffer.concat(chunks).toString('utf8');
  return child;
}

/**
 * Starts the stack. Resolves to its addresses and processes, `index()`, which runs one pass of
 * the indexer job against the shared database, and `stop()`, which stops every process it
 * started (by PID) and removes the folder.
 */
export async function startStack(options = {}) {
  const instances = Number(options.instances ?? process.env.STACK_INSTANCES ?? 2);
  const workers = Number(options.workers ?? process.env.STACK_WORKERS ?? 1);
  const latencyMs = Number(options.latencyMs ?? process.env.STACK_API_LATENCY_MS ?? 0);
  aptInstall('/usr/sbin/nginx', 'nginx');
  const dir = mkdtempSync(join(tmpdir(), 'ldma-stack-'));
  // PostgreSQL and nginx's workers run as other users: they must reach the folder.
  chmodSync(dir, 0o755);
  const started = [];
  let pgDir;
  const stop = async () => {
    for (const { child } of [...started].reverse()) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      started.map(
        ({ child }) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const late = setTimeout(() => child.kill('SIGKILL'), 12_000);
            child.once('exit', () => {
              clearTimeout(late);
              done();
            });
          }),
      ),
    );
    if (pgDir) spawnSync(join(ROOT, 'scripts/postgres.sh'), ['stop', pgDir], { stdio: 'inherit' });
    if (!options.keepDir) rmSync(dir, { recursive: true, force: true });
  };
  try {
    // The build names the API's origin, so the API's port is chosen first.
    let buildDir = options.buildDir ?? process.env.STACK_BUILD_DIR;
    let apiPort;
    if (buildDir && existsSync(join(buildDir, 'stack-build.json'))) {
      const { apiOrigin } = JSON.parse(readFileSync(join(buildDir, 'stack-build.json'), 'utf8'));
      const port = Number(new URL(apiOrigin).port);
      if (await portFree(port)) apiPort = port;
    }
    if (apiPort === undefined) {
      apiPort = await freePort();
      buildDir = buildDir ?? join(dir, 'build');
      mkdirSync(buildDir, { recursive: true });
      build(buildDir, `http://127.0.0.1:${apiPort}`);
    }
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    const distDir = join(buildDir, 'dist');
    const serverScript = join(buildDir, 'dist-server/index.js');

    const api = spawnLogged(
      'demo-api',
      TSX,
      ['demo-api/server.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          DEMO_API_PORT: String(apiPort),
          DEMO_API_HOST: '127.0.0.1',
          DEMO_API_LATENCY_MS: String(latencyMs),
        },
      },
      dir,
    );
    started.push({ name: 'demo-api', child: api });
    await waitFor(`${apiOrigin}/health`, api);
    log(`demo API on ${apiOrigin}`);

    pgDir = join(dir, 'postgres');
    const pg = spawnSync(join(ROOT, 'scripts/postgres.sh'), ['start', pgDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (pg.status !== 0) throw new Error('PostgreSQL did not start');
    const databaseUrl = pg.stdout.trim().split('\n').pop();
    log(`PostgreSQL on ${databaseUrl}`);

    // nginx's port is chosen first: it is the site's origin, which the instances are told.
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // What the instances and the indexer job share.
    const siteEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SITE_ORIGIN: url,
      DATABASE_URL: databaseUrl,
      DEMO_MEDIA_ORIGIN: apiOrigin,
      NODE_PATH: join(ROOT, 'node_modules'),
      ...options.serverEnv,
    };
    /** One pass of `npm run index` (its script, running this build's indexer) into the shared database. */
    const index = () =>
      spawnSync(process.execPath, [join(ROOT, 'scripts/index-transcripts.mjs')], {
        cwd: buildDir,
        env: { ...siteEnv, SITE_SERVER_DIR: join(buildDir, 'dist-server') },
        encoding: 'utf8',
      });

    const servers = [];
    for (let i = 0; i < instances; i += 1) {
      let instancePort = await freePort();
      while (instancePort === port) instancePort = await freePort();
      const child = spawnLogged(
        `instance-${i + 1}`,
        process.execPath,
        [serverScript],
        {
          cwd: buildDir,
          env: {
            ...siteEnv,
            PORT: String(instancePort),
            HOST: '127.0.0.1',
            SERVER_WORKERS: String(workers),
          },
        },
        dir,
      );
      started.push({ name: `instance-${i + 1}`, child });
      servers.push({
        url: `http://127.0.0.1:${instancePort}`,
        address: `127.0.0.1:${instancePort}`,
        child,
      });
    }
    for (const server of servers) await waitFor(`${server.url}/healthz`, server.child);
    log(`instances on ${servers.map((s) => s.url).join(', ')} (${workers} worker(s) each)`);

    const nginxDir = join(dir, 'nginx');
    for (const sub of ['tmp', 'cache']) mkdirSync(join(nginxDir, sub), { recursive: true });
    const root = process.getuid?.() === 0;
    if (root) spawnSync('chown', ['-R', 'nobody', nginxDir]);
    writeFileSync(
      join(nginxDir, 'nginx.conf'),
      nginxConfig({
        dir: nginxDir,
        port,
        instances: servers.map((s) => s.address),
        distDir,
        user: root ? 'nobody nogroup' : undefined,
      }),
    );
    const nginx = spawnLogged(
      'nginx',
      '/usr/sbin/nginx',
      ['-c', join(nginxDir, 'nginx.conf'), '-p', nginxDir],
      {},
      dir,
    );
    started.push({ name: 'nginx', child: nginx });
    await waitFor(`${url}/healthz`, nginx);
    log(`nginx on ${url}`);
    return { url, apiOrigin, databaseUrl, servers, nginx, api, dir, buildDir, index, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const stack = await startStack();
  console.log(`\nThe site: ${stack.url}  (Ctrl-C stops everything)`);
  let stopping = false;
  const end = async () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', end);
  process.on('SIGTERM', end);
}

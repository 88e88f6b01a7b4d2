/**
 * `npm run test:stack`: brings the stack up (scripts/stack.mjs: nginx, two instances of two
 * workers each, PostgreSQL, the demo API), checks pages, search, health and static files
 * through nginx, then kills a worker of one instance and, later, a whole instance while
 * visitors keep asking, and checks that no visitor's request failed. Stops everything it
 * started. Exits 1 on the first check that fails.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { childrenOf, startStack } from './stack.mjs';

const LOAD_SECONDS = 8;
const KILL_AFTER_MS = 3000;
const SPOKEN_READY_SECONDS = 30;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures += 1;
}

async function get(url, headers = {}) {
  const res = await fetch(url, { headers, redirect: 'manual' });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A GET with the Host header given (fetch sends the URL's own). */
function getAs(url, host) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { Host: host } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const instanceLogs = (stack) =>
  stack.servers
    .map((_, i) => readFileSync(join(stack.dir, `instance-${i + 1}.log`), 'utf8'))
    .join('\n');

const nginxLog = (stack) => readFileSync(join(stack.dir, 'nginx/error.log'), 'utf8');

/** Visitors for LOAD_SECONDS, each asking a page no cache holds; `during` runs meanwhile. */
async function underLoad(url, during) {
  let n = 0;
  const load = autocannon({
    url,
    connections: 20,
    duration: LOAD_SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: n++ % 2 ? `/search?keyword=levee&visit=${n}` : `/browse-all-videos/3?visit=${n}`,
        }),
      },
    ],
  });
  const timer = setTimeout(during, KILL_AFTER_MS);
  const result = await load;
  clearTimeout(timer);
  return { ...result, statuses: JSON.stringify(result.statusCodeStats) };
}

async function main() {
  const stack = await startStack({
    instances: 2,
    workers: 2,
    serverEnv: { TRANSCRIPT_INDEX_HOURS: '0' },
  });
  try {
    const home = await get(`${stack.url}/`, { 'Accept-Encoding': 'gzip' });
    check(home.status === 200 && home.body.includes('<html'), 'Home is rendered through nginx');
    check(
      /stale-while-revalidate=\d+/.test(home.headers.get('cache-control') ?? '') &&
        /stale-if-error=\d+/.test(home.headers.get('cache-control') ?? ''),
      `pages say how long they may be kept and served stale (${home.headers.get('cache-control')})`,
    );
    const again = await get(`${stack.url}/`, { 'Accept-Encoding': 'gzip' });
    check(again.headers.get('x-cache-status') === 'HIT', 'nginx serves Home again from its cache');
    check(
      home.body.includes(`<link rel="canonical" href="${stack.url}/"`),
      `Home names the site's origin (${stack.url}) in its canonical link`,
    );
    const forged = await Promise.all(
      ['attacker.example', 'localhost', `attacker.example:${new URL(stack.url).port}`].map((host) =>
        getAs(`${stack.url}/about-ldma?forged-host`, host),
      ),
    );
    check(
      forged.every((answer) => answer.status === 421),
      `nginx answers 421 to a Host that is not the site's (${forged.map((a) => a.status)})`,
    );
    check(
      !instanceLogs(stack).includes('/about-ldma'),
      'no instance was asked for a page under a made-up Host',
    );

    const browse = await get(`${stack.url}/browse-all-videos/3`);
    check(browse.status === 200, 'Browse is rendered');
    const search = await get(`${stack.url}/search?keyword=levee`);
    check(search.status === 200 && search.body.includes('levee'), 'Search is rendered');
    const video = /href="(\/video_v2\/asset-detail\/[^"]+)"/.exec(
      browse.body + search.body + home.body,
    )?.[1];
    check(Boolean(video), 'a page links a video');
    if (video) check((await get(`${stack.url}${video}`)).status === 200, `${video} is rendered`);

    // The instances run no pass of their own here: the database starts empty, and the job
    // fills it for all of them.
    const early = [];
    for (let i = 0; i < stack.servers.length * 2; i += 1) {
      early.push(await get(`${stack.url}/api/spoken-words?q=levee`));
    }
    check(
      early.every((a) => a.status === 503 && Number(a.headers.get('retry-after')) > 0),
      `before any pass, /api/spoken-words answers 503 with Retry-After (${early.map((a) => a.status)})`,
    );
    check(
      !nginxLog(stack).includes('temporarily disabled'),
      'an instance answering 503 stays in rotation (only a failed connection rests it)',
    );
    const started = Date.now();
    const pass = stack.index();
    check(pass.status === 0, `the indexer job filled the shared database (exit ${pass.status})`);
    if (pass.status !== 0) console.log(pass.stdout, pass.stderr);
    let spoken = await get(`${stack.url}/api/spoken-words?q=levee`);
    // Each instance reads the index's state again within a few seconds.
    while (spoken.status === 503 && Date.now() - started < SPOKEN_READY_SECONDS * 1000) {
      await new Promise((r) => setTimeout(r, 500));
      spoken = await get(`${stack.url}/api/spoken-words?q=levee`);
    }
    const found = spoken.status === 200 ? JSON.parse(spoken.body).total : 0;
    check(
      spoken.status === 200 && found > 0,
      `then every instance finds spoken words: ${spoken.status}, ${found} video(s), ${Math.round((Date.now() - started) / 1000)} s after the pass began`,
    );

    const health = await get(`${stack.url}/healthz`);
    check(health.status === 200 && health.body === 'ok', '/healthz answers ok through nginx');

    const script = /src="(\/static\/js\/[^"]+\.js)"/.exec(home.body)?.[1];
    check(Boolean(script), 'Home names its hashed script');
    if (script) {
      const file = await get(`${stack.url}${script}`);
      check(file.status === 200, `${script} is served`);
      check(
        file.headers.get('cache-control') === 'public, max-age=31536000, immutable',
        'static files are immutable',
      );
      const asked = stack.servers.some((s) =>
        readFileSync(
          join(stack.dir, `instance-${stack.servers.indexOf(s) + 1}.log`),
          'utf8',
        ).includes(`GET ${script}`),
      );
      check(!asked, 'nginx served the static file itself (no instance was asked)');
    }

    const [first, second] = stack.servers;
    const workers = childrenOf(first.child.pid);
    check(workers.length === 2, `instance 1 runs 2 workers (${workers.join(', ')})`);
    const killedWorker = await underLoad(stack.url, () => {
      console.log(`-    killing worker ${workers[0]} of instance 1 (SIGKILL)`);
      process.kill(workers[0], 'SIGKILL');
    });
    check(
      killedWorker.errors === 0 && killedWorker.non2xx === 0 && killedWorker.requests.total > 0,
      `a worker killed under load: ${killedWorker.requests.total} requests, ${killedWorker.errors} errors, ${killedWorker.non2xx} non-2xx ${killedWorker.statuses}`,
    );
    let replaced = [];
    for (let i = 0; i < 50 && replaced.length < 2; i += 1) {
      await new Promise((r) => setTimeout(r, 200));
      replaced = childrenOf(first.child.pid);
    }
    check(
      replaced.length === 2 && !replaced.includes(workers[0]),
      `the worker was replaced (${replaced.join(', ')})`,
    );

    const killedInstance = await underLoad(stack.url, () => {
      console.log(`-    killing instance 2 (pid ${second.child.pid}, SIGKILL)`);
      second.child.kill('SIGKILL');
    });
    check(
      killedInstance.errors === 0 &&
        killedInstance.non2xx === 0 &&
        killedInstance.requests.total > 0,
      `an instance killed under load: ${killedInstance.requests.total} requests, ${killedInstance.errors} errors, ${killedInstance.non2xx} non-2xx ${killedInstance.statuses}`,
    );
    check((await get(`${stack.url}/healthz`)).status === 200, 'the site still answers');
  } finally {
    if (failures) {
      // What the stack said, for a run whose folder is gone once it stops.
      for (const name of ['nginx/error.log', 'instance-1.log', 'instance-2.log']) {
        const lines = readFileSync(join(stack.dir, name), 'utf8').trim().split('\n');
        console.log(`--- the last lines of ${name}\n${lines.slice(-15).join('\n')}`);
      }
    }
    await stack.stop();
  }
  console.log(failures ? `${failures} check(s) failed` : 'every check passed');
  process.exit(failures ? 1 : 0);
}

await main();

import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';

const run = promisify(execFile);
const SCRIPT = resolve(__dirname, '../../scripts/postgres.sh');

export interface TestPostgres {
  /** A database of its own for the test file. */
  url: string;
  stop(): Promise<void>;
}

/** A script failure as one readable error (its output says what was missing). */
function failure(what: string, error: unknown): Error {
  const detail = (error as { stderr?: string }).stderr ?? String(error);
  return new Error(
    `${what}. The PostgreSQL tests need a server: set TEST_DATABASE_URL, or let ` +
      `scripts/postgres.sh start one (it installs Debian's postgresql as root).\n${detail}`,
  );
}

/** A fresh database in the server at `url`, dropped by `stop`. */
async function freshDatabase(url: string): Promise<TestPostgres> {
  const name = `ldma_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    async stop() {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A PostgreSQL database for one test file: in the server TEST_DATABASE_URL names (CI may
 * give one), else in a throwaway cluster started by scripts/postgres.sh and stopped after.
 * Never skips: without a server it rejects, and the file's tests fail saying why.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) return freshDatabase(given);
  const folder = await mkdtemp(join(tmpdir(), 'ldma-pg-'));
  // The server runs as the postgres user, which must reach its folder inside this one.
  await chmod(folder, 0o711);
  const dir = join(folder, 'cluster');
  let url: string;
  try {
    const { stdout } = await run('bash', [SCRIPT, 'start', dir], { timeout: 300_000 });
    url = stdout.trim().split('\n').pop() ?? '';
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw failure('Could not start a throwaway PostgreSQL', error);
  }
  return {
    url,
    async stop() {
      try {
        await run('bash', [SCRIPT, 'stop', dir], { timeout: 60_000 });
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

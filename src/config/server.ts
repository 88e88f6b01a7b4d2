import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildConfig, DEMO_API_HOST, httpUrl, text, type AppConfig } from './site';
import { readTranscriptIndexConfig, type TranscriptIndexConfig } from './transcriptIndex';

/**
 * The run-time configuration of the site's Node sides (the server, the dev server and
 * `npm run index`), read from the environment once, by their composition roots. Every reader
 * throws, naming the variable, on a value it cannot use.
 */
type Env = Readonly<Record<string, string | undefined>>;

/** Where the server's own requests (caption files, the archive API) may go. */
export interface ServerFetchConfig {
  /** Origins it may fetch from; undefined: any host at a public address. */
  origins?: string[];
  /**
   * Hosts that may be at a loopback, private or link-local address (`host` or `host:port`);
   * every other host is reached at public addresses only.
   */
  privateHosts: string[];
}

function list(value: string | undefined): string[] {
  return text(value)
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The origin of an http(s) URL; undefined for anything else. */
function originOf(value: string | undefined): string | undefined {
  const url = httpUrl(text(value));
  return url?.origin;
}

/** `host:port` of an http(s) origin, the scheme's port written out. */
function hostAndPort(origin: string): string {
  const url = new URL(origin);
  return `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
}

/**
 * The server's fetch rules, read at run time by the server and `npm run index`:
 * SERVER_FETCH_HOSTS (origins, separated by commas or spaces) names where caption files may
 * be read; unset, the build's PUBLIC_MEDIA_HOSTS (the browser's media hosts); both unset,
 * any public host. SERVER_FETCH_PRIVATE_HOSTS names hosts (`host` or `host:port`, or an
 * http(s) origin) allowed at loopback, private or link-local addresses, which are otherwise
 * refused. The archive API (`site.apiHost`) and the origin the site passes its media on to
 * (`mediaOrigin`, the demo's) are configured by the operator: always reachable. Throws,
 * naming the variable, on an entry it cannot use.
 */
export function readServerFetchConfig(
  env: Env,
  site: AppConfig,
  mediaOrigin?: string,
): ServerFetchConfig {
  // As the browser's policy reads PUBLIC_MEDIA_HOSTS: what is no http(s) URL is left out.
  const hosts = env.SERVER_FETCH_HOSTS?.trim()
    ? list(env.SERVER_FETCH_HOSTS).map((entry) => {
        const origin = originOf(entry);
        if (!origin) throw new Error(`SERVER_FETCH_HOSTS names origins, not ${entry}`);
        return origin;
      })
    : site.mediaHosts.map(originOf).filter((origin) => origin !== undefined);
  const privateHosts = list(env.SERVER_FETCH_PRIVATE_HOSTS).map((entry) => {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(entry)) {
      const origin = originOf(entry);
      if (origin) return hostAndPort(origin);
    } else if (/^(\[[0-9a-f:.]+\]|[^\s:/[\]]+)(:\d+)?$/i.test(entry)) {
      return entry.toLowerCase();
    }
    throw new Error(`SERVER_FETCH_PRIVATE_HOSTS names hosts (host or host:port), not ${entry}`);
  });
  const operators = [originOf(site.apiHost), originOf(mediaOrigin)].filter(
    (origin) => origin !== undefined,
  );
  return {
    ...(hosts.length > 0 ? { origins: [...new Set([...hosts, ...operators])] } : {}),
    privateHosts: [...new Set([...privateHosts, ...operators.map(hostAndPort)])],
  };
}

/** The origin of DEMO_MEDIA_ORIGIN; undefined when unset. */
export function readDemoMediaOrigin(value: string | undefined): string | undefined {
  const given = text(value);
  if (!given) return undefined;
  const url = httpUrl(given);
  if (!url) throw new Error(`DEMO_MEDIA_ORIGIN must be an http(s) URL, not ${given}`);
  return url.origin;
}

/** What `npm run index` needs: the archive, the index, and where it may fetch from. */
export interface IndexJobConfig {
  site: AppConfig;
  index: TranscriptIndexConfig;
  /**
   * Demo only: where the media and caption files named by a path on the site are read; the
   * demo API, which serves them itself, for a build against it.
   */
  demoMediaOrigin?: string;
  fetch: ServerFetchConfig;
}

export interface ServerConfig extends IndexJobConfig {
  /** PORT, 3000 by default. */
  port: number;
  /** HOST, every address by default. */
  host: string;
  /** SITE_ORIGIN: the public origin; undefined: each request's Host names it. */
  siteOrigin?: string;
  /** SITE_CLIENT_DIR: the built client's folder; undefined: the one the build wrote. */
  clientDir?: string;
  /** SERVER_WORKERS: processes serving the site; the number of cores by default. */
  workers: number;
  /** KEPT_PAGES_MB in bytes (64 MB by default); 0 keeps no page. */
  keptPagesBytes: number;
}

/** 64 MB: some 600 pages of 100 KB with their two compressed copies. */
export const DEFAULT_KEPT_PAGES_BYTES = 64 * 1024 * 1024;

function port(value: string | undefined): number {
  const given = text(value);
  const number = Number(given || 3000);
  if (!Number.isInteger(number) || number < 0 || number > 65535) {
    throw new Error(`PORT must be a port number, not ${given}`);
  }
  return number;
}

function siteOrigin(value: string | undefined): string | undefined {
  const given = text(value);
  if (!given) return undefined;
  const url = httpUrl(given);
  if (!url) throw new Error(`SITE_ORIGIN must be an http(s) URL, not ${given}`);
  return url.origin;
}

/** SERVER_WORKERS, or one per core. */
export function workerCount(env: Env, cores: number = availableParallelism()): number {
  const given = text(env.SERVER_WORKERS);
  if (!given) return Math.max(1, cores);
  const count = Number(given);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`SERVER_WORKERS must be a whole number of processes (1 or more), not ${given}`);
  }
  return count;
}

function keptPagesBytes(value: string | undefined): number {
  const given = text(value);
  const megabytes = given ? Number(given) : DEFAULT_KEPT_PAGES_BYTES / 1024 / 1024;
  if (!Number.isFinite(megabytes) || megabytes < 0) {
    throw new Error(`KEPT_PAGES_MB must be a number of megabytes (0 keeps none), not ${given}`);
  }
  return Math.round(megabytes * 1024 * 1024);
}

/** What the index job reads: the build's archive, the index's variables, the fetch rules. */
export function readIndexJobConfig(
  env: Env,
  site: AppConfig = buildConfig(),
  cwd: string = process.cwd(),
): IndexJobConfig {
  const demoMediaOrigin =
    readDemoMediaOrigin(env.DEMO_MEDIA_ORIGIN) ??
    (site.apiHost === DEMO_API_HOST ? DEMO_API_HOST : undefined);
  return {
    site,
    index: readTranscriptIndexConfig(env, cwd),
    ...(demoMediaOrigin ? { demoMediaOrigin } : {}),
    fetch: readServerFetchConfig(env, site, demoMediaOrigin),
  };
}

/** The server's configuration, from its environment. */
export function readServerConfig(
  env: Env,
  site: AppConfig = buildConfig(),
  cwd: string = process.cwd(),
): ServerConfig {
  const origin = siteOrigin(env.SITE_ORIGIN);
  const clientDir = text(env.SITE_CLIENT_DIR);
  return {
    ...readIndexJobConfig(env, site, cwd),
    port: port(env.PORT),
    host: text(env.HOST) || '0.0.0.0',
    ...(origin ? { siteOrigin: origin } : {}),
    ...(clientDir ? { clientDir: resolve(cwd, clientDir) } : {}),
    workers: workerCount(env),
    keptPagesBytes: keptPagesBytes(env.KEPT_PAGES_MB),
  };
}

/**
 * This process's server configuration: the one place that reads its environment. `given`
 * stands in for variables a caller knows better (the dev server's media proxy).
 */
export function serverConfigOfProcess(given: Env = {}): ServerConfig {
  return readServerConfig({ ...process.env, ...given });
}

/** This process's index job configuration. */
export function indexJobConfigOfProcess(): IndexJobConfig {
  return readIndexJobConfig(process.env);
}

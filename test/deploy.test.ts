/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { nginxSite } = require('../scripts/nginxSite.cjs') as {
  nginxSite(options: object): string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Service {
  image?: string;
  network_mode?: string;
  networks?: string[] | Record<string, unknown>;
  ports?: (string | { target?: number | string; published?: number | string })[];
  environment?: Record<string, string | null> | string[];
  secrets?: (string | { source: string })[];
  build?: { args?: Record<string, string> };
}
interface Compose {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
  secrets?: Record<string, { file?: string; environment?: string }>;
}

const compose = () => yaml.load(read('deploy/compose.yaml')) as Compose;

function environment(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([name, value]) => [name, value ?? '']));
}

const networksOf = (service: Service) =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});

/** `${NAME:-default}` as Compose reads it without NAME set. */
const byDefault = (value: string) => value.replace(/\$\{\w+:-([^}]*)\}/g, '$1');

const POSTGRES_PORT = '5432';

/** What keeps the database from being private, or its password out of the repository. */
function databaseProblems(file: Compose): string[] {
  const problems: string[] = [];
  const services = Object.entries(file.services);
  const database = services.filter(([, s]) => /^postgres(:|$)/.test(s.image ?? ''));
  if (database.length === 0) problems.push('no PostgreSQL service');
  for (const [name, service] of services) {
    if (service.network_mode === 'host') problems.push(`${name} uses the host's network`);
    for (const port of service.ports ?? []) {
      const target =
        typeof port === 'string' ? port.split(':').at(-1)?.split('/')[0] : String(port.target);
      if (target === POSTGRES_PORT) problems.push(`${name} publishes the database's port`);
    }
    for (const [variable, value] of Object.entries(environment(service))) {
      if (/^POSTGRES_PASSWORD$|^PGPASSWORD$/.test(variable)) {
        problems.push(`${name} writes a password in ${variable}`);
      }
      if (/^postgres(ql)?:\/\//i.test(value) && new URL(byDefault(value)).password) {
        problems.push(`${name} writes a password in ${variable}`);
      }
      if (variable === 'POSTGRES_HOST_AUTH_METHOD' && value === 'trust') {
        problems.push(`${name} lets anyone in without a password`);
      }
    }
  }
  for (const [name, service] of database) {
    if (service.network_mode)
      problems.push(`${name} shares another network (${service.network_mode})`);
    if ((service.ports ?? []).length > 0) problems.push(`${name} publishes a port`);
    const networks = networksOf(service);
    if (networks.length === 0) problems.push(`${name} is on the default network`);
    for (const network of networks) {
      if (!file.networks?.[network]?.internal)
        problems.push(`${name} is on ${network}, not internal`);
    }
    const env = environment(service);
    const secret = /^\/run\/secrets\/(.+)$/.exec(env.POSTGRES_PASSWORD_FILE ?? '')?.[1];
    if (!secret || !file.secrets?.[secret]) {
      problems.push(`${name} reads no password from a secret`);
    }
  }
  return problems;
}

describe('the container files follow the stack script', () => {
  it("hold the nginx site the stack writes, with the compose file's addresses", () => {
    const site = nginxSite({
      cacheDir: '/var/cache/nginx/pages',
      listen: '8080',
      instances: ['127.0.0.1:3001', '127.0.0.1:3002'],
      staticRoot: '/srv/ldma',
      serverName: '${SITE_NAME}',
    });
    expect(read('deploy/nginx.conf')).toContain(site);
    const text = read('deploy/compose.yaml');
    expect(text).toContain("PORT: '3001'");
    expect(text).toContain("PORT: '3002'");
    expect(read('deploy/Dockerfile')).toContain('/srv/ldma/static');
  });
});

describe("the site's origin in every deployment file", () => {
  it('is set for every instance, and nginx answers for its host name alone', () => {
    const file = compose();
    const sites = Object.entries(file.services).filter(([name]) => name.startsWith('site-'));
    expect(sites.length).toBeGreaterThan(0);
    const origins = sites.map(([, s]) => byDefault(environment(s).SITE_ORIGIN ?? ''));
    const origin = new URL(origins[0] ?? '');
    expect(new Set(origins)).toEqual(new Set([origin.origin]));
    for (const [, site] of sites) {
      expect(byDefault(site.build?.args?.SITE_ORIGIN ?? '')).toBe(origin.origin);
    }
    const cdn = file.services.cdn as Service;
    expect(byDefault(environment(cdn).SITE_NAME ?? '')).toBe(origin.hostname);
    // Visitors reach nginx at the origin's port.
    expect(cdn.ports).toContain(`${origin.port}:8080`);
  });

  it('is what nginx checks: any other Host gets 421, and the instances get the site name', () => {
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/listen 8080 default_server;\s+return 421;/);
    expect(conf).toContain('server_name ${SITE_NAME};');
    expect(conf).not.toContain('$http_host');
    expect(conf.match(/proxy_set_header Host \$host;/g)).toHaveLength(2);
    // The template may name no other variable of the environment the image fills in.
    expect(conf.match(/\$\{\w+\}/g)).toEqual(['${SITE_NAME}']);
    const dockerfile = read('deploy/Dockerfile');
    expect(dockerfile).toContain('COPY deploy/nginx.conf /etc/nginx/templates/nginx.conf.template');
    expect(dockerfile).toContain('NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx');
  });

  it('is in the site image, so a container started alone names it too', () => {
    const site = read('deploy/Dockerfile')
      .split(/^FROM /m)
      .find((stage) => / AS site\n/.test(stage));
    expect(site).toMatch(/^ARG SITE_ORIGIN=http/m);
    expect(site).toMatch(/^ENV .*SITE_ORIGIN=\$\{SITE_ORIGIN\}/m);
  });
});

describe('the database in compose', () => {
  it('is on a private network, its password read from a secret kept out of the repository', () => {
    const file = compose();
    expect(databaseProblems(file)).toEqual([]);
    const secret = file.secrets?.['db-password'];
    expect(secret?.file).toBe('${DB_PASSWORD_FILE:-./db-password}');
    expect(read('.gitignore').split('\n')).toContain('deploy/db-password');
    for (const [name, service] of Object.entries(file.services)) {
      const env = environment(service);
      if (!env.DATABASE_URL) continue;
      expect([name, env.DATABASE_PASSWORD_FILE]).toEqual([name, '/run/secrets/db-password']);
      expect(service.secrets).toContain('db-password');
      // The instances share the namespace of a service on the database's network.
      const host = service.network_mode?.replace(/^service:/, '') ?? name;
      expect(networksOf(file.services[host] as Service)).toContain('database');
    }
  });

  it.each<[string, (file: Compose) => void, RegExp]>([
    [
      'the host network',
      (file) => {
        (file.services.postgres as Service).network_mode = 'host';
      },
      /postgres uses the host's network/,
    ],
    [
      'a published port',
      (file) => {
        (file.services.postgres as Service).ports = ['127.0.0.1:5432:5432'];
      },
      /postgres publishes the database's port/,
    ],
    [
      'the port published by a service sharing its network',
      (file) => {
        (file.services.cdn as Service).ports?.push('5432:5432');
      },
      /cdn publishes the database's port/,
    ],
    [
      'a password written in',
      (file) => {
        const env = (file.services.postgres as Service).environment as Record<string, string>;
        env.POSTGRES_PASSWORD = 'app';
      },
      /postgres writes a password in POSTGRES_PASSWORD/,
    ],
    [
      'a password in a URL',
      (file) => {
        const env = (file.services['site-1'] as Service).environment as Record<string, string>;
        env.DATABASE_URL = 'postgres://app:app@postgres:5432/ldma';
      },
      /site-1 writes a password in DATABASE_URL/,
    ],
    [
      'a network with a way out',
      (file) => {
        file.networks = { ...file.networks, database: {} };
      },
      /postgres is on database, not internal/,
    ],
  ])('would be refused with %s', (_what, change, problem) => {
    const file = compose();
    change(file);
    expect(databaseProblems(file).join('\n')).toMatch(problem);
  });
});

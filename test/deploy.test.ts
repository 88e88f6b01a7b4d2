/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the container files follow the stack script', () => {
  it("hold the nginx site the stack writes, with the compose file's addresses", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { nginxSite } = require('../scripts/nginxSite.cjs') as {
      nginxSite(options: object): string;
    };
    const site = nginxSite({
      cacheDir: '/var/cache/nginx/pages',
      listen: '8080',
      instances: ['127.0.0.1:3001', '127.0.0.1:3002'],
      staticRoot: '/srv/ldma',
    });
    expect(read('deploy/nginx.conf')).toContain(site);
    const compose = read('deploy/compose.yaml');
    expect(compose).toContain("PORT: '3001'");
    expect(compose).toContain("PORT: '3002'");
    expect(read('deploy/Dockerfile')).toContain('/srv/ldma/static');
  });
});

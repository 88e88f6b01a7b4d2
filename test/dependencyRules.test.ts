/** @jest-environment node */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(__dirname, '..');
const fixtures = join(__dirname, 'fixtures/dependency-rules');

type Dependency = { resolved: string };
type Violation = { from: string; to: string; rule: { name: string } };
type Cruise = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: Violation[] };
};

/**
 * dependency-cruiser ships as ESM only, which jest's CommonJS runtime cannot import,
 * so this runs its command line the way `npm run deps` does.
 */
async function cruise(cwd: string, paths: string[]): Promise<Cruise> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      ...paths,
      '--config',
      join(root, '.dependency-cruiser.cjs'),
      '--ts-config',
      join(root, 'tsconfig.json'),
      '--output-type',
      'json',
    ],
    { cwd, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Cruise;
}

/** A package's files read as the package's name; the fixtures resolve it from the root. */
function target(path: string): string {
  return path.replace(/^(\.\.\/)*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$2');
}

function rulesBroken(result: Cruise, from: string, to: string): string[] {
  return result.summary.violations
    .filter((v) => v.from === from && target(v.to) === to)
    .map((v) => v.rule.name);
}

function imports(result: Cruise, from: string, to: string): boolean {
  const module = result.modules.find((m) => m.source === from);
  return module?.dependencies.some((d) => target(d.resolved) === to) ?? false;
}

describe('the dependency rule on a tree that breaks it', () => {
  let result: Cruise;

  beforeAll(async () => {
    result = await cruise(fixtures, ['src', 'demo-api']);
  }, 60000);

  const HTTP_ADAPTER = 'src/adapters/http/HttpItemApi.ts';

  it.each([
    ['core-no-libraries', 'src/core/stores/usesReact.ts', 'react'],
    ['core-no-node-builtins', 'src/core/stores/usesNodeBuiltin.ts', 'fs'],
    ['core-depends-on-nothing-outside', 'src/core/stores/usesAdapter.ts', HTTP_ADAPTER],
    ['no-circular', 'src/core/cycle/first.ts', 'src/core/cycle/second.ts'],
    ['ui-not-to-adapters', 'src/ui/usesAdapter.tsx', HTTP_ADAPTER],
    ['ui-not-to-composition-root', 'src/ui/usesContainer.ts', 'src/container.ts'],
    ['ui-not-to-server', 'src/ui/usesServer.ts', 'src/server/renderPage.ts'],
    ['src-not-to-demo-api', 'src/ui/usesDemoApi.ts', 'demo-api/server.ts'],
    ['src-not-to-demo-api', 'src/adapters/http/usesDemoApi.ts', 'demo-api/server.ts'],
    ['adapters-not-to-other-technology', 'src/adapters/memory/usesHttp.ts', HTTP_ADAPTER],
    ['adapters-not-to-views', 'src/adapters/browser/usesView.ts', 'src/ui/usesCore.tsx'],
    ['not-to-test', 'src/config.ts', 'test/support/builders.ts'],
    ['jobs-not-to-server', 'src/jobs/usesServer.ts', 'src/server/renderPage.ts'],
    ['only-roots-name-adapters', 'src/server/resources/usesAdapter.ts', HTTP_ADAPTER],
    ['config-reads-only', 'src/config/usesAdapter.ts', HTTP_ADAPTER],
    ['not-to-unresolvable', 'src/core/stores/usesMissing.ts', './missing'],
  ])('%s reports %s -> %s', (rule, from, to) => {
    expect(rulesBroken(result, from, to)).toEqual([rule]);
  });

  it.each([
    ['src/ui/usesCore.tsx', 'src/core/entities/Item.ts'],
    ['src/adapters/memory/usesShared.ts', 'src/adapters/shared/wire.ts'],
    ['src/core/stores/ItemStore.ts', 'mobx'],
    ['src/container.ts', HTTP_ADAPTER],
    ['src/server/main.ts', HTTP_ADAPTER],
    ['src/server/resources/usesShared.ts', 'src/adapters/shared/wire.ts'],
  ])('allows %s -> %s', (from, to) => {
    expect(imports(result, from, to)).toBe(true);
    expect(rulesBroken(result, from, to)).toEqual([]);
  });
});

describe('the dependency rule on the site', () => {
  it('holds for src and demo-api', async () => {
    const result = await cruise(root, ['src', 'demo-api']);

    expect(result.modules.length).toBeGreaterThan(100);
    expect(result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual(
      [],
    );
  }, 60000);
});

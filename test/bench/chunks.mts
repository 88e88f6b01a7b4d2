/**
 * Which library each emitted file carries, from rspack's statistics: every module (also the
 * parts of a concatenated module) names its chunk, and every chunk its files. A package from
 * node_modules belongs to the dependency in package.json that pulls it in (fast-xml-parser's
 * own dependencies count as fast-xml-parser); files under src/ are app code, with the player
 * and captcha adapters named apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StatsModule {
  name?: string;
  size?: number;
  sizes?: Record<string, number>;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}

export interface StatsChunk {
  id: string | number;
  files: string[];
  initial: boolean;
  names: string[];
}

export interface BuildStats {
  chunks: StatsChunk[];
  modules: StatsModule[];
}

/** Library groups as TOOLCHAIN.md sizes them; other packages keep their own name. */
const GROUPS: Record<string, string> = {
  react: 'react + react-dom',
  'react-dom': 'react + react-dom',
  'react-router-dom': 'react-router',
  mobx: 'mobx',
  'mobx-react-lite': 'mobx',
  inversify: 'inversify',
  'reflect-metadata': 'inversify',
  '@rsbuild/core': 'build runtime',
};

export const PLAYER = 'app: player';
export const CAPTCHA = 'app: captcha';
export const APP = 'app code';

const APP_PARTS: [RegExp, string][] = [
  [
    /src\/adapters\/browser\/(Html5VideoPlayer|JwVideoPlayer|ClipWindowController|CaptionFiles|srt)\./,
    PLAYER,
  ],
  [/src\/ui\/components\/PlayerRegion\./, PLAYER],
  [/src\/adapters\/browser\/(DemoCaptcha|RecaptchaCaptcha)\./, CAPTCHA],
  [/src\/demo\/|src\/adapters\/memory\/demo\./, 'app: demo catalogue'],
];

/** npm package → the package.json dependency that brings it in (breadth first). */
export function packageOwners(root: string): Map<string, string> {
  const manifest = (dir: string): { dependencies?: Record<string, string> } | undefined => {
    const file = join(dir, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  const owners = new Map<string, string>();
  const queue: [string, string][] = Object.keys(manifest(root)?.dependencies ?? {}).map((d) => [
    d,
    d,
  ]);
  for (const [name, owner] of queue) if (!owners.has(name)) owners.set(name, owner);
  while (queue.length) {
    const [name, owner] = queue.shift() as [string, string];
    const deps = manifest(join(root, 'node_modules', name))?.dependencies ?? {};
    for (const dep of Object.keys(deps)) {
      if (owners.has(dep)) continue;
      owners.set(dep, owner);
      queue.push([dep, owner]);
    }
  }
  return owners;
}

/** The last request of a module name: `css-loader!./src/a.css` → `./src/a.css`. */
function resource(name: string): string {
  return name.split('!').pop() ?? name;
}

export function libraryOf(name: string, owners: Map<string, string>): string {
  const path = resource(name);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];
  if (pkg) {
    const owner = owners.get(pkg) ?? pkg;
    return GROUPS[owner] ?? owner;
  }
  for (const [pattern, part] of APP_PARTS) if (pattern.test(path)) return part;
  return APP;
}

/** Source bytes of each library inside a file (before minifying). */
export type FileContents = Map<string, number>;

function kindOf(file: string): 'javascript' | 'css' | undefined {
  if (file.endsWith('.js')) return 'javascript';
  if (file.endsWith('.css')) return 'css';
  return undefined;
}

function sizeOf(module: StatsModule, kind: 'javascript' | 'css'): number {
  if (!module.sizes) return kind === 'javascript' ? (module.size ?? 0) : 0;
  return Object.entries(module.sizes)
    .filter(([type]) => (kind === 'css' ? type.startsWith('css') : type === 'javascript'))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
}

/** For every emitted .js and .css file (path relative to the dist folder): its libraries. */
export function fileContents(stats: BuildStats, root: string): Map<string, FileContents> {
  const owners = packageOwners(root);
  const filesOf = new Map(stats.chunks.map((c) => [String(c.id), c.files]));
  const result = new Map<string, FileContents>();
  for (const top of stats.modules) {
    const leaves = top.modules?.length ? top.modules : [top];
    for (const chunk of top.chunks ?? []) {
      for (const file of filesOf.get(String(chunk)) ?? []) {
        const kind = kindOf(file);
        if (!kind) continue;
        const contents = result.get(file) ?? new Map<string, number>();
        result.set(file, contents);
        for (const leaf of leaves) {
          if (!leaf.name) continue;
          const bytes = sizeOf(leaf, kind);
          if (bytes <= 0) continue;
          const library = libraryOf(leaf.name, owners);
          contents.set(library, (contents.get(library) ?? 0) + bytes);
        }
      }
    }
  }
  return result;
}

/** Files of the initial chunks (what index.html itself loads). */
export function initialFiles(stats: BuildStats): Set<string> {
  return new Set(stats.chunks.filter((c) => c.initial).flatMap((c) => c.files));
}

/** `react-dom 96%, react 3%`: the libraries of a file by share of its source bytes. */
export function describe(contents: FileContents | undefined, limit = 4): string {
  if (!contents || contents.size === 0) return '?';
  const total = [...contents.values()].reduce((a, b) => a + b, 0);
  const parts = [...contents.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([library, bytes]) => `${library} ${Math.round((100 * bytes) / total)}%`);
  return parts.length > limit
    ? `${parts.slice(0, limit).join(', ')}, +${parts.length - limit}`
    : parts.join(', ');
}

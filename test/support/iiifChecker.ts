/**
 * The rules of IIIF Presentation 3 that viewers rely on, checked on a parsed manifest:
 * absolute ids, types, language maps, non-empty items, canvases with a duration, painting
 * annotations whose body is a Video with a duration. Returns the problems found, [] if none.
 */
import { isDeepStrictEqual } from 'node:util';
import { normalize, serialize, serializeConfigPresentation3 } from '@iiif/parser';
import { presentation3StrictUpgrade } from '@iiif/parser/strict';
import type { Manifest } from '@iiif/presentation-3';

type Node = Record<string, unknown>;

const CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isAbsolute(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isLanguageMap(value: unknown): boolean {
  return (
    isObject(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(
      (strings) =>
        Array.isArray(strings) &&
        strings.length > 0 &&
        strings.every((s) => typeof s === 'string' && s !== ''),
    )
  );
}

const withoutFragment = (id: unknown): string => String(id).split('#')[0] ?? '';

export function iiifProblems(manifest: unknown): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const problem = (where: string, text: string) => problems.push(`${where}: ${text}`);

  function resource(node: unknown, where: string, type: string | string[]): node is Node {
    if (!isObject(node)) {
      problem(where, 'not an object');
      return false;
    }
    const types = Array.isArray(type) ? type : [type];
    if (!types.includes(String(node.type)))
      problem(where, `type ${String(node.type)}, not ${types.join(' or ')}`);
    if (!isAbsolute(node.id)) problem(where, `id ${String(node.id)} is not an absolute URL`);
    return true;
  }

  function identified(node: Node, where: string) {
    const id = String(node.id);
    if (ids.has(id)) problem(where, `id ${id} is used twice`);
    ids.add(id);
  }

  function languageMap(node: Node, key: string, where: string, required = false) {
    if (node[key] === undefined) {
      if (required) problem(where, `${key} is missing`);
      return;
    }
    if (!isLanguageMap(node[key])) problem(where, `${key} is not a language map`);
  }

  function list(node: Node, key: string, where: string): unknown[] {
    const value = node[key];
    if (!Array.isArray(value) || value.length === 0) {
      problem(where, `${key} must be a non-empty list`);
      return [];
    }
    return value;
  }

  if (!resource(manifest, 'manifest', 'Manifest')) return problems;
  identified(manifest, 'manifest');
  const context = manifest['@context'];
  const contexts = Array.isArray(context) ? context : [context];
  if (contexts.at(-1) !== CONTEXT) problem('manifest', '@context must end with the IIIF 3 context');
  languageMap(manifest, 'label', 'manifest', true);
  languageMap(manifest, 'summary', 'manifest');
  if (manifest.metadata !== undefined) {
    const entries = Array.isArray(manifest.metadata) ? manifest.metadata : [];
    if (!Array.isArray(manifest.metadata)) problem('manifest', 'metadata is not a list');
    entries.forEach((entry, i) => {
      if (!isObject(entry)) return problem(`metadata[${i}]`, 'not an object');
      languageMap(entry, 'label', `metadata[${i}]`, true);
      languageMap(entry, 'value', `metadata[${i}]`, true);
    });
  }
  if (manifest.requiredStatement !== undefined) {
    const statement = manifest.requiredStatement;
    if (!isObject(statement)) problem('requiredStatement', 'not an object');
    else {
      languageMap(statement, 'label', 'requiredStatement', true);
      languageMap(statement, 'value', 'requiredStatement', true);
    }
  }
  if (manifest.rights !== undefined) {
    const rights = String(manifest.rights);
    if (!/^https?:\/\/(creativecommons\.org|rightsstatements\.org)\//.test(rights)) {
      problem('rights', `${rights} is not a Creative Commons or RightsStatements.org URL`);
    }
  }
  for (const key of ['thumbnail', 'homepage', 'provider'] as const) {
    if (manifest[key] === undefined) continue;
    const type = { thumbnail: 'Image', homepage: 'Text', provider: 'Agent' }[key];
    list(manifest, key, 'manifest').forEach((item, i) => {
      if (resource(item, `${key}[${i}]`, type))
        languageMap(item, 'label', `${key}[${i}]`, key !== 'thumbnail');
    });
  }

  const canvases = new Map<string, number>();
  list(manifest, 'items', 'manifest').forEach((canvas, c) => {
    const where = `canvas[${c}]`;
    if (!resource(canvas, where, 'Canvas')) return;
    identified(canvas, where);
    languageMap(canvas, 'label', where);
    const duration = canvas.duration;
    if (typeof duration !== 'number' || !(duration > 0))
      problem(where, 'duration must be a positive number');
    const hasWidth = canvas.width !== undefined;
    const hasHeight = canvas.height !== undefined;
    if (hasWidth !== hasHeight) problem(where, 'width and height go together');
    for (const key of ['width', 'height'] as const) {
      const value = canvas[key];
      if (value !== undefined && !(Number.isInteger(value) && (value as number) > 0)) {
        problem(where, `${key} must be a positive integer`);
      }
    }
    canvases.set(String(canvas.id), typeof duration === 'number' ? duration : 0);

    const pages = (key: 'items' | 'annotations', painting: boolean) => {
      const value = key === 'items' ? list(canvas, key, where) : ((canvas[key] as unknown[]) ?? []);
      value.forEach((page, p) => {
        const pageWhere = `${where}.${key}[${p}]`;
        if (!resource(page, pageWhere, 'AnnotationPage')) return;
        identified(page, pageWhere);
        list(page, 'items', pageWhere).forEach((annotation, a) => {
          const at = `${pageWhere}.items[${a}]`;
          if (!resource(annotation, at, 'Annotation')) return;
          identified(annotation, at);
          const motivation = String(annotation.motivation);
          if (painting && motivation !== 'painting') problem(at, 'a canvas item must be painting');
          if (!painting && motivation === 'painting') problem(at, 'painting belongs in items');
          if (withoutFragment(annotation.target) !== String(canvas.id)) {
            problem(at, 'target is not its canvas');
          }
          const body = annotation.body;
          if (!resource(body, `${at}.body`, ['Video', 'Sound', 'Image', 'Text'])) return;
          if (typeof body.format !== 'string' || !body.format.includes('/')) {
            problem(`${at}.body`, 'format must be a media type');
          }
          if (painting) {
            if (body.type !== 'Video') problem(`${at}.body`, 'a video canvas paints a Video');
            if (typeof body.duration !== 'number' || !(body.duration > 0)) {
              problem(`${at}.body`, 'a Video body needs a duration');
            }
          }
          if (body.type === 'Text' && body.language === undefined) {
            problem(`${at}.body`, 'a text body should name its language');
          }
        });
      });
    };
    pages('items', true);
    if (canvas.annotations !== undefined) pages('annotations', false);
  });

  if (manifest.structures !== undefined) {
    list(manifest, 'structures', 'manifest').forEach((range, r) => {
      const where = `structures[${r}]`;
      if (!resource(range, where, 'Range')) return;
      identified(range, where);
      list(range, 'items', where).forEach((item, i) => {
        if (!isObject(item) || item.type !== 'Canvas' || !canvases.has(withoutFragment(item.id))) {
          problem(`${where}.items[${i}]`, 'must name a canvas of the manifest');
          return;
        }
        const t = /#t=([\d.]+),([\d.]+)$/.exec(String(item.id));
        const duration = canvases.get(withoutFragment(item.id)) ?? 0;
        if (t && !(Number(t[1]) < Number(t[2]) && Number(t[2]) <= duration)) {
          problem(`${where}.items[${i}]`, 'its time lies outside the canvas');
        }
      });
    });
  }
  if (manifest.start !== undefined) {
    const start = manifest.start;
    if (
      resource(start, 'start', ['SpecificResource', 'Canvas']) &&
      start.type === 'SpecificResource'
    ) {
      const selector = start.selector as Node | undefined;
      const duration = canvases.get(String(start.source));
      if (duration === undefined) problem('start', 'source must be a canvas of the manifest');
      if (
        !isObject(selector) ||
        selector.type !== 'PointSelector' ||
        typeof selector.t !== 'number'
      ) {
        problem('start', 'selector must be a PointSelector with t');
      } else if (
        duration !== undefined &&
        !((selector.t as number) >= 0 && (selector.t as number) < duration)
      ) {
        problem('start', 't lies outside the canvas');
      }
    }
  }
  problems.push(...parserProblems(manifest));
  return problems;
}

/**
 * What the IIIF Commons parser (used by viewers such as Clover and the Mirador of today)
 * makes of the manifest: its strict reading's warnings, and a manifest it serialises back
 * that has lost nothing a player needs.
 */
function parserProblems(manifest: Node): string[] {
  const problems: string[] = [];
  const strict = { warnings: [] as string[] };
  presentation3StrictUpgrade(structuredClone(manifest) as unknown as Manifest, strict);
  problems.push(...strict.warnings.map((warning) => `@iiif/parser strict: ${warning}`));
  const back = readBack(manifest);
  // As JSON carries it: a field the parser leaves undefined is not there.
  const playable = (m: Manifest | Node): unknown => JSON.parse(JSON.stringify(playableParts(m)));
  const playableParts = (m: Manifest | Node) =>
    ((m as Manifest).items ?? []).map((canvas) => ({
      id: canvas.id,
      duration: canvas.duration,
      bodies: (canvas.items ?? []).flatMap((page) =>
        (page.items ?? []).map((annotation) => annotation.body),
      ),
      annotations: (canvas.annotations ?? []).flatMap((page) =>
        (page.items ?? []).map((annotation) => annotation.body),
      ),
    }));
  if (!isDeepStrictEqual(playable(back), playable(manifest)))
    problems.push(`@iiif/parser: the canvases read back differ: ${JSON.stringify(playable(back))}`);
  return problems;
}

/**
 * A IIIF resource (a manifest, a search answer) as the IIIF Commons parser reads it and
 * writes it back, as JSON carries it (a field it leaves undefined is not there).
 */
export function readBack<T>(resource: T): T {
  const { entities, resource: read } = normalize(structuredClone(resource));
  const back = serialize(
    { mapping: {}, requests: {}, entities } as never,
    read,
    serializeConfigPresentation3,
  );
  return JSON.parse(JSON.stringify(back)) as T;
}

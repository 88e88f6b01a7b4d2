import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageAssets } from './renderPage';

/** The scripts and style sheets among an entry's files, as absolute URLs under `publicPath`. */
export function assetsOfFiles(files: readonly string[], publicPath: string): PageAssets {
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const url = (file: string) =>
    /^(https?:)?\/\//.test(file) ? file : base + file.replace(/^\//, '');
  return {
    scripts: files.filter((f) => /\.m?js$/.test(f)).map(url),
    styles: files.filter((f) => /\.css$/.test(f)).map(url),
  };
}

interface Manifest {
  entries?: Record<string, { initial?: { js?: string[]; css?: string[] } }>;
}

/**
 * The files the page of `entry` loads first, from the `manifest.json` of a build. Throws
 * when the folder holds no such build.
 */
export function readClientAssets(clientDir: string, entry = 'index'): PageAssets {
  const file = join(clientDir, 'manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No built client in ${clientDir} (${file} unreadable)`, { cause: error });
  }
  const initial = manifest.entries?.[entry]?.initial;
  if (!initial?.js?.length) throw new Error(`${file} names no scripts for the entry '${entry}'`);
  return { scripts: initial.js, styles: initial.css ?? [] };
}

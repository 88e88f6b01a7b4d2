/**
 * Builds the site exactly as `rsbuild build` does (same config file, same environment) and
 * writes rspack's chunk and module statistics, which the CLI does not emit, to the path given.
 * Run as a child process so the build variables never leak into the benchmark itself.
 *   node test/bench/build.mjs <stats.json>
 */
import { writeFileSync } from 'node:fs';
import { createRsbuild, loadConfig } from '@rsbuild/core';

const [statsPath] = process.argv.slice(2);
if (!statsPath) throw new Error('usage: node test/bench/build.mjs <stats.json>');

const cwd = process.cwd();
const { content } = await loadConfig({ cwd, command: 'build' });
const rsbuild = await createRsbuild({ cwd, rsbuildConfig: content });
const { stats: all, close } = await rsbuild.build();
// The config builds the browser's bundle and the server's; the benchmark measures the first.
const stats = all && 'stats' in all ? all.stats.find((s) => s.compilation.name === 'web') : all;
if (!stats) throw new Error('The build gave no statistics for the web environment');
// Concatenated modules keep their parts as nested "orphan" modules: keep those, ungrouped.
const json = stats.toJson({
  all: false,
  ids: true,
  chunks: true,
  chunkRelations: true,
  modules: true,
  nestedModules: true,
  orphanModules: true,
  groupModulesByType: false,
  modulesSpace: 1e6,
  nestedModulesSpace: 1e6,
});
writeFileSync(statsPath, JSON.stringify({ chunks: json.chunks, modules: json.modules }));
await close?.();

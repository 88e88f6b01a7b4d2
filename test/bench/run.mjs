/**
 * `npm run bench`: runs the TypeScript benchmark (test/bench/main.mts) through tsx;
 * `npm run bench -- hostile label=bundle ...` runs the hostile clients (test/bench/hostile.mts).
 */
import { tsImport } from 'tsx/esm/api';

await tsImport(process.argv[2] === 'hostile' ? './hostile.mts' : './main.mts', import.meta.url);

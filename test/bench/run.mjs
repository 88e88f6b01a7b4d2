/**
 * `npm run bench`: runs the TypeScript benchmark (test/bench/main.mts) through tsx;
 * `npm run bench -- hostile label=bundle ...` runs the hostile clients (test/bench/hostile.mts);
 * `npm run bench -- crowd` the site under a crowd on the stack (test/bench/crowd.mts);
 * `npm run bench -- search` and `npm run bench -- explore` one part of main.mts alone.
 * `npm run bench -- pages before=bundle after=bundle` cold pages side by side (test/bench/pages.mts).
 */
import { tsImport } from 'tsx/esm/api';

const parts = { hostile: './hostile.mts', crowd: './crowd.mts', pages: './pages.mts' };
await tsImport(parts[process.argv[2]] ?? './main.mts', import.meta.url);

/** `npm run bench`: runs the TypeScript benchmark (test/bench/main.mts) through tsx. */
import { tsImport } from 'tsx/esm/api';

await tsImport('./main.mts', import.meta.url);

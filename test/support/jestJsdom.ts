import { dirname } from 'node:path';

/**
 * The jsdom jest's own environment runs on. The site's jsdom (29, for the server) is built
 * from ES modules that jest's CommonJS runtime cannot load on Node 20, so tests of server
 * code map `jsdom` to this one: `jest.mock('jsdom', () => jest.requireActual('…/jestJsdom'))`.
 */
const path = require.resolve('jsdom', {
  paths: [dirname(require.resolve('jest-environment-jsdom'))],
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { JSDOM } = require(path) as typeof import('jsdom');

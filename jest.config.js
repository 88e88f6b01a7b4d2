/** How every test file is compiled and resolved (the browser suite's too). */
const shared = require('./jest.shared.js');

/**
 * Two projects run in one pool of workers: the core's tests in Node's own environment (the
 * core touches no DOM, by the dependency rule, so they skip setting up jsdom and the DOM
 * matchers per file), everything else in jsdom with Node's web platform pieces, unless a
 * file asks for Node itself (`@jest-environment node`).
 */
/** @type {import('jest').Config} */
module.exports = {
  // A bound for a test that hangs, not a speed: on the shared 2-core machine, busy, a jsdom
  // test that renders a few pages took up to 20 s.
  testTimeout: 60_000,
  // A worker per core: jest's default leaves one core to its own process, which mostly
  // waits (on 2 cores the suite then ran one file at a time: 295 s against 159 s).
  maxWorkers: '100%',
  projects: [
    {
      ...shared,
      displayName: 'core',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/core'],
      testMatch: ['**/*.test.ts?(x)'],
    },
    {
      ...shared,
      displayName: 'site',
      testEnvironment: '<rootDir>/test/support/environment.js',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/core/'],
      setupFilesAfterEnv: ['<rootDir>/test/support/setup.ts'],
    },
  ],
};

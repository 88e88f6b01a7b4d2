/**
 * The browser suite: builds the site, serves it with the demo API, drives Chromium. By
 * default against the production server; E2E_MODE=static serves the client folder alone
 * and runs the journeys that must work there too (test/e2e/run.mjs runs both passes).
 */
const { transform } = require('./jest.shared.js');

/** The routes and the visitor's journeys between them, rendered by the browser alone. */
const STATIC_PASS = ['routes', 'navigation', 'browse', 'search', 'blog', 'failure'];

const staticMode = process.env.E2E_MODE === 'static';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: staticMode ? STATIC_PASS.map((name) => `**/test/e2e/${name}.e2e.ts`) : ['**/*.e2e.ts'],
  transform,
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
  maxWorkers: 1,
  testTimeout: 60000,
};

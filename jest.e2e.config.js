/** The browser suite: builds the site, serves it with the demo API, drives Chromium. */
const unit = require('./jest.config.js');

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: unit.transform,
  globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
  maxWorkers: 1,
  testTimeout: 60000,
};

// jsdom lacks the web platform pieces react-router and fetch-based adapters need; take Node's.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const fromNode = [
  'TextEncoder',
  'TextDecoder',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'ReadableStream',
  'structuredClone',
  'setImmediate',
];

class Environment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of fromNode) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = Environment;

/**
 * `node --require scripts/sourceImports.cjs`: lets the sources run under tsx (the indexer in
 * development) import images, which only the bundler knows how to: each becomes its file's
 * name under /static/image/. A build's names carry a content hash this cannot know, so an
 * asset stored this way with its collection's default thumbnail gets the built name back the
 * next time a built process (the server) stores it.
 */
const Module = require('node:module');
const { basename } = require('node:path');

for (const extension of ['.webp', '.png', '.jpg', '.svg']) {
  Module._extensions[extension] = (module, filename) => {
    module.exports = { __esModule: true, default: `/static/image/${basename(filename)}` };
  };
}

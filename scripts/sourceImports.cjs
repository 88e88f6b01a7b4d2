/**
 * `node --require scripts/sourceImports.cjs`: lets the sources run under tsx (the indexer in
 * development) import what only the bundler knows: a file's text with `?raw` (the SQL
 * migrations), and images, which become their file's name under /static/image/ (the build's
 * names carry a content hash this cannot know, so an asset shown with its collection's
 * default thumbnail gets it right once a built process stores it again).
 */
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { basename } = require('node:path');

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  const file = request.endsWith('?raw') ? request.slice(0, -'?raw'.length) : request;
  return resolveFilename.call(this, file, ...rest);
};

Module._extensions['.sql'] = (module, filename) => {
  module.exports = { __esModule: true, default: readFileSync(filename, 'utf8') };
};

for (const extension of ['.webp', '.png', '.jpg', '.svg']) {
  Module._extensions[extension] = (module, filename) => {
    module.exports = { __esModule: true, default: `/static/image/${basename(filename)}` };
  };
}

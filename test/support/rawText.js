// Jest's stand-in for rsbuild's `?raw` imports: a file's text as its default export.
module.exports = {
  process(sourceText) {
    return {
      code: `module.exports = { __esModule: true, default: ${JSON.stringify(sourceText)} };`,
    };
  },
};

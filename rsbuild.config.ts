import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: {
    entry: { index: './src/main.tsx' },
  },
  html: {
    template: './src/index.html',
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    historyApiFallback: true,
  },
  output: {
    assetPrefix: '/',
  },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});

import { relative, resolve } from 'node:path';
import {
  defineConfig,
  logger,
  type RsbuildConfig,
  type RsbuildPlugin,
  type ServerConfig,
} from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { checkBuildConfig, DEMO_API_HOST, isDemoApi, readConfig } from './src/config/site';
import { captionsAssetId, isMachineResourcePath } from './src/core/routes/resourcePaths';
import { assetsOfFiles } from './src/server/render/clientAssets';
import { isDemoMediaPath } from './src/server/http/demoMedia';
import { readDemoMediaOrigin } from './src/config/server';
import type { DevPages } from './src/server/render/devPages';
import { contentSecurityPolicy } from './src/server/http/securityHeaders';

/** Every build variable the site reads, '' when unset, so no `process.env` reaches the browser. */
export const BUILD_VARIABLES = [
  'PUBLIC_API_HOST',
  'PUBLIC_RECAPTCHA_SITE_KEY',
  'PUBLIC_JWPLAYER_URL',
  'PUBLIC_GA_ID',
  'PUBLIC_MEDIA_HOSTS',
] as const;

function defines(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    BUILD_VARIABLES.map((name) => [`process.env.${name}`, JSON.stringify(env[name] ?? '')]),
  );
}

// The browser suite builds into its own folder so it never overwrites a deployable dist/.
const WEB_DIR = process.env.SITE_DIST_DIR || 'dist';
const SERVER_DIR =
  process.env.SITE_SERVER_DIR ||
  (process.env.SITE_DIST_DIR ? `${process.env.SITE_DIST_DIR}-server` : 'dist-server');

// Demo only (src/server/http/demoMedia.ts): the dev and preview servers pass the demo API's media
// on to it; by default only when the site is made for the demo API on its usual address.
const DEMO_MEDIA_ORIGIN =
  readDemoMediaOrigin(process.env.DEMO_MEDIA_ORIGIN) ??
  (isDemoApi(process.env.PUBLIC_API_HOST) ? DEMO_API_HOST : undefined);

// Built files and the dev server's own endpoints; every other path is a page.
const NOT_A_PAGE = /^\/(static\/|rsbuild-hmr|__rsbuild)|\.[^/]+$/;

type ServerSetupFn = Exclude<NonNullable<ServerConfig['setup']>, unknown[]>;

/** `npm run dev`: pages rendered by the node bundle, with the web bundle's current files. */
const renderPagesInDev: ServerSetupFn = ({ action, server }) => {
  if (action !== 'dev') return;
  const { web, node } = server.environments;
  if (!web || !node) throw new Error('Both the web and the node environment are needed');
  server.middlewares.use((req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // Other methods can only be meant for the dev server's own endpoints.
    // An asset's WebVTT captions and transcript files, robots.txt, sitemaps, feeds and
    // manifests are the site server's too, whatever their extension.
    const site = !NOT_A_PAGE.test(path) || isMachineResourcePath(path);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !site) return next();
    Promise.all([node.loadBundle<DevPages>('dev'), web.getStats()])
      .then(([pages, stats]) => {
        const { entrypoints, publicPath } = stats.toJson({
          all: false,
          entrypoints: true,
          publicPath: true,
        });
        const files = (entrypoints?.index?.assets ?? []).map((asset) => asset.name);
        const assets = assetsOfFiles(files, publicPath ?? '/');
        pages.createDevPageHandler(assets, DEMO_MEDIA_ORIGIN)(req, res);
      })
      .catch(next);
  });
  // Once the server is up: the transcript index is indexed from the start (a first pass on
  // the first run), not only once a page is asked for.
  return () => {
    node
      .loadBundle<DevPages>('dev')
      .then((pages) => pages.startDevIndexing(DEMO_MEDIA_ORIGIN))
      .catch((error: unknown) => console.error('Transcript indexing did not start:', error));
  };
};

/**
 * A production build must name its API and its captcha, and says which optional services it
 * leaves off: see checkBuildConfig.
 */
const checkBuildVariables: RsbuildPlugin = {
  name: 'ldma:check-build-variables',
  setup(api) {
    api.onBeforeBuild(({ isFirstCompile }) => {
      const lines = checkBuildConfig(process.env);
      // A watching build compiles again after each edit; its settings were said the first time.
      if (!isFirstCompile) return;
      for (const line of lines) {
        if (line.includes('OFF')) logger.warn(line);
        else logger.info(line);
      }
    });
  },
};

export default defineConfig(({ envMode, command }): RsbuildConfig => ({
  plugins: [pluginReact(), checkBuildVariables],
  source: {
    define: defines(process.env),
  },
  dev: {
    // A server-rendered page needs its route's chunks at once to hydrate; compiling them on
    // first request would leave it waiting (and the render in the node bundle too).
    lazyCompilation: false,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // For `rsbuild preview` of the static build; the dev server renders pages itself.
    historyApiFallback: true,
    setup: renderPagesInDev,
    proxy: DEMO_MEDIA_ORIGIN
      ? [
          {
            // The site's own WebVTT captions (/captions/{id}.vtt) are not the demo's files.
            pathFilter: (path: string) =>
              isDemoMediaPath(path) && captionsAssetId(path) === undefined,
            target: DEMO_MEDIA_ORIGIN,
            changeOrigin: true,
          },
        ]
      : undefined,
  },
  output: {
    assetPrefix: '/',
  },
  environments: {
    web: {
      source: {
        entry: { index: './src/main.tsx' },
      },
      html: {
        template: './src/index.html',
        favicon: './src/ui/assets/favicon.svg',
        // For dist/ served alone as a static site; the server sends the policy as a header.
        meta:
          envMode === 'production'
            ? {
                'content-security-policy': {
                  'http-equiv': 'Content-Security-Policy',
                  content: contentSecurityPolicy(readConfig(process.env)),
                },
              }
            : {},
      },
      output: {
        target: 'web',
        distPath: { root: WEB_DIR },
        // The server reads the entry's file names from it. The dev server would write its
        // unhashed names over a production build's, so builds only.
        manifest: command === 'build',
      },
      splitChunks: {
        cacheGroups: {
          // One style sheet for every page (about 9 KB compressed), linked in the head of the
          // first answer: a server-rendered page is styled before it paints, and no page's
          // layout waits for its route's chunk.
          styles: {
            name: 'styles',
            type: 'css/mini-extract',
            chunks: 'all',
            enforce: true,
            priority: 100,
          },
        },
      },
    },
    node: {
      // The bundle is loaded afresh after each build rather than patched.
      dev: { hmr: false },
      source: {
        // The dev server loads a page handler; a build makes the server program.
        entry:
          command === 'dev'
            ? { dev: './src/server/render/devPages.ts' }
            : {
                index: './src/server/main.ts',
                // `npm run index` (scripts/index-transcripts.mjs).
                indexTranscripts: './src/jobs/indexTranscripts.ts',
                // PGlite's own thread, started by the two above (PgliteThreadDatabase).
                pgliteThread: './src/adapters/sql/pgliteThread.ts',
              },
        define: {
          CLIENT_DIR_FROM_SERVER: JSON.stringify(relative(resolve(SERVER_DIR), resolve(WEB_DIR))),
          // Beside the bundle once built; the dev server's bundle lives in memory, so its
          // thread runs the source (through tsx).
          PGLITE_THREAD_SCRIPT: JSON.stringify(
            command === 'dev' ? resolve('src/adapters/sql/pgliteThread.ts') : 'pgliteThread.js',
          ),
        },
      },
      output: {
        target: 'node',
        distPath: { root: SERVER_DIR },
        // CommonJS: the dev server can load it without Node's experimental VM modules.
        module: false,
        // Bundled, jsdom cannot find its own style sheet at run time, and PGlite its
        // WebAssembly files; node-postgres stays beside them in node_modules.
        externals: ['jsdom', '@electric-sql/pglite', 'pg'],
      },
    },
  },
}));

/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assetsOfFiles, readClientAssets } from '../../src/server/render/clientAssets';

describe("the client's entry files", () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ldma-manifest-'));
  });

  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("are read from a build's manifest, first scripts and style sheets only", () => {
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({
        entries: {
          index: {
            initial: {
              js: ['/static/js/lib-react.1.js', '/static/js/index.2.js'],
              css: ['/static/css/index.3.css'],
            },
            async: { js: ['/static/js/async/page.4.js'] },
          },
        },
      }),
    );
    expect(readClientAssets(dir)).toEqual({
      scripts: ['/static/js/lib-react.1.js', '/static/js/index.2.js'],
      styles: ['/static/css/index.3.css'],
    });
  });

  it('fail loudly when the folder holds no build', () => {
    expect(() => readClientAssets(dir)).toThrow(/No built client/);
    writeFileSync(join(dir, 'manifest.json'), '{"entries":{}}');
    expect(() => readClientAssets(dir)).toThrow(/names no scripts/);
  });

  it("are named under the public path from the dev server's file list", () => {
    expect(
      assetsOfFiles(['static/js/index.js', 'static/css/index.css', 'static/js/index.js.map'], '/'),
    ).toEqual({ scripts: ['/static/js/index.js'], styles: ['/static/css/index.css'] });
    expect(assetsOfFiles(['static/js/index.js'], 'https://cdn.example.org/site')).toEqual({
      scripts: ['https://cdn.example.org/site/static/js/index.js'],
      styles: [],
    });
  });
});

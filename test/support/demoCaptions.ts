import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoCaptionFiles } from '../../demo-api/captions';
import { buildDemoCatalogue } from '../../demo-api/catalogue';
import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';

const CAPTIONS_DIR = join(__dirname, '../../demo-api/media/captions');

/**
 * The demo's caption files where the site looks for them (`/captions/media/video/{name}.srt`,
 * as the demo API serves them): the reel's own files and those generated for the catalogue's
 * videos, read by an in-memory caption source.
 */
export function demoCaptions(): InMemoryCaptionSource {
  const files = Object.fromEntries([
    ...readdirSync(CAPTIONS_DIR)
      .filter((name) => name.endsWith('.srt'))
      .map((name) => [
        `/captions/media/video/${name}`,
        readFileSync(join(CAPTIONS_DIR, name), 'utf8'),
      ]),
    ...demoCaptionFiles(buildDemoCatalogue().assets),
  ]);
  return new InMemoryCaptionSource(files);
}

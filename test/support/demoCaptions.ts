import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';

const CAPTIONS_DIR = join(__dirname, '../../demo-api/media/captions');

/**
 * The demo's caption files where the site looks for them (`/captions/media/video/{name}.srt`,
 * as the demo API serves them), read by an in-memory caption source.
 */
export function demoCaptions(): InMemoryCaptionSource {
  const files = Object.fromEntries(
    readdirSync(CAPTIONS_DIR)
      .filter((name) => name.endsWith('.srt'))
      .map((name) => [
        `/captions/media/video/${name}`,
        readFileSync(join(CAPTIONS_DIR, name), 'utf8'),
      ]),
  );
  return new InMemoryCaptionSource(files);
}

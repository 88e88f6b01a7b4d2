import type { CaptionSource } from '../../src/core/ports/CaptionSource';

/**
 * A caption source made of its `cues` read alone, for tests that name only that call: a
 * versioned read is the same file every time it has the same cues.
 */
export function cueSource(cues: CaptionSource['cues']): CaptionSource {
  return {
    cues,
    async versioned(url, held, options) {
      const read = await cues(url, options);
      if (read.length === 0) return { kind: 'missing' };
      const version = JSON.stringify(read);
      return version === held ? { kind: 'unchanged' } : { kind: 'read', version, cues: read };
    },
  };
}

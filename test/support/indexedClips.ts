import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import type { MemoryAsset } from '../../src/adapters/memory/records';
import type { ArchiveApi } from '../../src/core/ports/ArchiveApi';
import type { CaptionSource } from '../../src/core/ports/CaptionSource';
import type { CatalogueStore } from '../../src/core/ports/Catalogue';
import type { Logger } from '../../src/core/ports/Logger';
import type { TranscriptIndex } from '../../src/core/ports/TranscriptIndex';
import { IndexTranscripts } from '../../src/core/use-cases/IndexTranscripts';
import { WalkArchive } from '../../src/core/use-cases/WalkArchive';
import { blogsOf } from './builders';

/** `count` clips, C-1 to C-n, each with a video of its own on the media host. */
export function clipRecords(count: number): Partial<MemoryAsset>[] {
  return Array.from({ length: count }, (_, i) => ({
    Id: String(i + 1),
    Identifier: `C-${i + 1}`,
    clipTitle: `Clip ${i + 1}`,
    FormatLocation: `https://media.example.org/video/c${i + 1}_iPod.mp4`,
  }));
}

/** The caption file `srt` for each of those clips, where the site looks for it. */
export function clipCaptions(count: number, srt: string): InMemoryCaptionSource {
  return new InMemoryCaptionSource(
    Object.fromEntries(
      clipRecords(count).map((r) => [`https://media.example.org/captions/video/c${r.Id}.srt`, srt]),
    ),
  );
}

export const MEDIA = 'https://media.example.org';

/** Where the site looks for clip `n`'s caption file. */
export const captionsOf = (n: number) => `${MEDIA}/captions/video/c${n}.srt`;

/** A public clip playing 10 s to 30 s of its own video. */
export function clip(n: number, fields: Partial<MemoryAsset> = {}): Partial<MemoryAsset> {
  return {
    Id: String(n),
    Identifier: `C-${n}`,
    Type: 'Clip',
    clipTitle: `Clip ${n}`,
    seriesTitle: 'Louisiana News Archive',
    FormatLocation: `${MEDIA}/video/c${n}_iPod.mp4`,
    FormatTimeStart: '00:00:10',
    FormatDuration: '00:00:20',
    ...fields,
  };
}

/** A caption file of cues `[from s, to s, text]`, all in the first minute. */
export function srt(...cues: [number, number, string][]): string {
  const time = (s: number) => `00:00:${String(s).padStart(2, '0')},000`;
  return cues.map(([a, b, text], i) => `${i + 1}\n${time(a)} --> ${time(b)}\n${text}\n`).join('\n');
}

/** The transcript indexer over an archive of videos and no blog posts. */
export function indexerOver(
  ports: {
    archive: ArchiveApi;
    captions: CaptionSource;
    index: TranscriptIndex;
    logger: Logger;
    catalogue?: CatalogueStore;
  },
  now?: () => number,
): IndexTranscripts {
  const { archive, captions, index, logger, catalogue } = ports;
  const walk = new WalkArchive(archive, blogsOf([]));
  return new IndexTranscripts(walk, archive, captions, index, logger, now, catalogue);
}

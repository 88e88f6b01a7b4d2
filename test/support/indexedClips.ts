import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import type { MemoryAsset } from '../../src/adapters/memory/records';

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

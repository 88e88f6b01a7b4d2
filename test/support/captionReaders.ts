import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import type { CaptionSource } from '../../src/core/ports/CaptionSource';
import type { Logger } from '../../src/core/ports/Logger';
import { anAssetDetail } from './builders';

/** A video whose clip plays 605 s to 766 s of its media file. */
export const CAPTIONED_DETAIL = anAssetDetail({
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
});

/** The caption file of CAPTIONED_DETAIL's media. */
export const CAPTIONS = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';

/** A use case that reads something out of a video's caption file. */
type CaptionReader = new (
  captions: CaptionSource | undefined,
  logger: Logger,
) => { execute(detail: AssetDetail): Promise<unknown[]> };

/**
 * What every reader of caption files does when there is nothing to read: none without a
 * caption source or a caption file, and none, with a warning, when the file cannot be read.
 */
export function itReadsNoneWithoutReadableCaptions(Reader: CaptionReader): void {
  it('has none without a caption source, or for media without a caption file', async () => {
    const logger = new MemoryLogger();
    expect(await new Reader(undefined, logger).execute(CAPTIONED_DETAIL)).toEqual([]);
    const captions = new InMemoryCaptionSource({});
    const webm = anAssetDetail({ mediaUrl: 'https://media.example.org/a.webm' });
    expect(await new Reader(captions, logger).execute(webm)).toEqual([]);
    expect(captions.asked).toEqual([]);
    expect(logger.entries).toEqual([]);
  });

  it('logs a caption file that cannot be read as a warning, and has none', async () => {
    const logger = new MemoryLogger();
    const failing = new InMemoryCaptionSource({}, { fail: new Error('HTTP 500') });
    expect(await new Reader(failing, logger).execute(CAPTIONED_DETAIL)).toEqual([]);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: `Captions could not be loaded from ${CAPTIONS}:`,
      }),
    ]);
  });
}

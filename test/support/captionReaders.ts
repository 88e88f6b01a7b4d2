import { InMemoryCaptionSource } from '../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../src/adapters/memory/MemoryLogger';
import type { AssetDetail } from '../../src/core/entities/AssetDetail';
import type { CallOptions } from '../../src/core/ports/CallOptions';
import type { CaptionSource } from '../../src/core/ports/CaptionSource';
import type { Logger } from '../../src/core/ports/Logger';
import { anAssetDetail } from './builders';

/** A video whose clip plays 605 s to 766 s of its media file. */
export const CAPTIONED_DETAIL = anAssetDetail({
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
});

/** The caption file of CAPTIONED_DETAIL's media. */
export const CAPTIONS = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';

/** What CAPTIONS holds: a cue before CAPTIONED_DETAIL's clip, one in it (marked up), one after. */
export const FILE_CUES = [
  { start: 600, end: 604, text: 'Before the clip.' },
  { start: 610, end: 612, text: '<i>Inside</i> the clip.' },
  { start: 800, end: 802, text: 'After the clip.' },
];

/** A use case that reads something out of a video's caption file. */
type CaptionReader = new (
  captions: CaptionSource | undefined,
  logger: Logger,
) => { execute(detail: AssetDetail, options?: CallOptions): Promise<unknown[]> };

/** What `Reader` reads for CAPTIONED_DETAIL, having asked for its caption file alone. */
export async function readCaptionFile(Reader: CaptionReader): Promise<unknown[]> {
  const captions = new InMemoryCaptionSource({ [CAPTIONS]: FILE_CUES });
  const read = await new Reader(captions, new MemoryLogger()).execute(CAPTIONED_DETAIL);
  expect(captions.asked).toEqual([CAPTIONS]);
  return read;
}

/**
 * What every reader of caption files does when there is nothing to read: none without a
 * caption source or a caption file, none with a warning when the file cannot be read, and
 * a rejection, unlogged, when the read is abandoned.
 */
export function itReadsNoneWhenItCannot(Reader: CaptionReader): void {
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

  it('lets an abandoned read reject, unlogged', async () => {
    const logger = new MemoryLogger();
    const read = new Reader(new InMemoryCaptionSource({ [CAPTIONS]: FILE_CUES }), logger);
    await expect(
      read.execute(CAPTIONED_DETAIL, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(logger.entries).toEqual([]);
  });
}

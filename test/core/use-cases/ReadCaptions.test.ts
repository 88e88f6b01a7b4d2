import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ReadCaptions } from '../../../src/core/use-cases/ReadCaptions';
import { anAssetDetail } from '../../support/builders';

// The clip plays 605 s to 766 s of its media file.
const detail = anAssetDetail({
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
});
const CAPTIONS = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';
const cues = [
  { start: 600, end: 604, text: 'Before the clip.' },
  { start: 610, end: 612, text: '<i>Inside</i> the clip.' },
];

describe('ReadCaptions', () => {
  it("reads every cue of the video's caption file, as it is, in media-file time", async () => {
    const captions = new InMemoryCaptionSource({ [CAPTIONS]: cues });
    expect(await new ReadCaptions(captions, new MemoryLogger()).execute(detail)).toEqual(cues);
    expect(captions.asked).toEqual([CAPTIONS]);
  });

  it('has none without a caption source, or for media without a caption file', async () => {
    const logger = new MemoryLogger();
    expect(await new ReadCaptions(undefined, logger).execute(detail)).toEqual([]);
    const captions = new InMemoryCaptionSource({});
    const webm = anAssetDetail({ mediaUrl: 'https://media.example.org/a.webm' });
    expect(await new ReadCaptions(captions, logger).execute(webm)).toEqual([]);
    expect(captions.asked).toEqual([]);
    expect(logger.entries).toEqual([]);
  });

  it('logs a caption file that cannot be read as a warning, and has none', async () => {
    const logger = new MemoryLogger();
    const failing = new InMemoryCaptionSource({}, { fail: new Error('HTTP 500') });
    expect(await new ReadCaptions(failing, logger).execute(detail)).toEqual([]);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: `Captions could not be loaded from ${CAPTIONS}:`,
      }),
    ]);
  });
});

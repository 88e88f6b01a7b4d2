import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ReadTranscript } from '../../../src/core/use-cases/ReadTranscript';
import { anAssetDetail } from '../../support/builders';

// The clip plays 605 s to 766 s of its media file.
const detail = anAssetDetail({
  mediaUrl: 'https://s3.amazonaws.com/ldma-media/video/news/1967_reel12_iPod.mp4',
});
const CAPTIONS = 'https://s3.amazonaws.com/ldma-media/captions/video/news/1967_reel12.srt';
const cues = [
  { start: 600, end: 604, text: 'Before the clip.' },
  { start: 610, end: 612, text: 'Inside the clip.' },
  { start: 800, end: 802, text: 'After the clip.' },
];

describe('ReadTranscript', () => {
  it("reads the lines of the clip from the video's caption file, timed from the clip start", async () => {
    const captions = new InMemoryCaptionSource({ [CAPTIONS]: cues });
    const lines = await new ReadTranscript(captions, new MemoryLogger()).execute(detail);
    expect(lines).toEqual([
      { index: 0, start: 610, end: 612, offset: 5, text: 'Inside the clip.' },
    ]);
    expect(captions.asked).toEqual([CAPTIONS]);
  });

  it('has none without a caption source, or for media without a caption file', async () => {
    const logger = new MemoryLogger();
    expect(await new ReadTranscript(undefined, logger).execute(detail)).toEqual([]);
    const captions = new InMemoryCaptionSource({});
    const webm = anAssetDetail({ mediaUrl: 'https://media.example.org/a.webm' });
    expect(await new ReadTranscript(captions, logger).execute(webm)).toEqual([]);
    expect(captions.asked).toEqual([]);
  });

  it('logs a caption file that cannot be read as a warning, and has none', async () => {
    const logger = new MemoryLogger();
    const failing = new InMemoryCaptionSource({}, { fail: new Error('HTTP 500') });
    expect(await new ReadTranscript(failing, logger).execute(detail)).toEqual([]);
    expect(logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: `Captions could not be loaded from ${CAPTIONS}:`,
      }),
    ]);
  });

  it('lets an abandoned read reject, unlogged', async () => {
    const logger = new MemoryLogger();
    const read = new ReadTranscript(new InMemoryCaptionSource({ [CAPTIONS]: cues }), logger);
    await expect(read.execute(detail, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(logger.entries).toEqual([]);
  });
});

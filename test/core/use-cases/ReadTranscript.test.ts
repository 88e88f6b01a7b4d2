import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ReadTranscript } from '../../../src/core/use-cases/ReadTranscript';
import {
  CAPTIONED_DETAIL as detail,
  CAPTIONS,
  itReadsNoneWithoutReadableCaptions,
} from '../../support/captionReaders';

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

  itReadsNoneWithoutReadableCaptions(ReadTranscript);

  it('lets an abandoned read reject, unlogged', async () => {
    const logger = new MemoryLogger();
    const read = new ReadTranscript(new InMemoryCaptionSource({ [CAPTIONS]: cues }), logger);
    await expect(read.execute(detail, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(logger.entries).toEqual([]);
  });
});

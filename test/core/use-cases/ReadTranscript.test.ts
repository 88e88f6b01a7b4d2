import { ReadTranscript } from '../../../src/core/use-cases/ReadTranscript';
import { itReadsNoneWhenItCannot, readCaptionFile } from '../../support/captionReaders';

describe('ReadTranscript', () => {
  it("reads the lines of the clip from the video's caption file, timed from the clip start", async () => {
    expect(await readCaptionFile(ReadTranscript)).toEqual([
      { index: 0, start: 610, end: 612, offset: 5, text: 'Inside the clip.' },
    ]);
  });

  itReadsNoneWhenItCannot(ReadTranscript);
});

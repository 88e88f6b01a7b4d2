import { ReadCaptions } from '../../../src/core/use-cases/ReadCaptions';
import { FILE_CUES, itReadsNoneWhenItCannot, readCaptionFile } from '../../support/captionReaders';

describe('ReadCaptions', () => {
  it("reads every cue of the video's caption file, as it is, in media-file time", async () => {
    expect(await readCaptionFile(ReadCaptions)).toEqual(FILE_CUES);
  });

  itReadsNoneWhenItCannot(ReadCaptions);
});

import { InMemoryCaptionSource } from '../../../src/adapters/memory/InMemoryCaptionSource';
import { MemoryLogger } from '../../../src/adapters/memory/MemoryLogger';
import { ReadCaptions } from '../../../src/core/use-cases/ReadCaptions';
import {
  CAPTIONED_DETAIL as detail,
  CAPTIONS,
  itReadsNoneWithoutReadableCaptions,
} from '../../support/captionReaders';

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

  itReadsNoneWithoutReadableCaptions(ReadCaptions);
});

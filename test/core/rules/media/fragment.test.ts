import { mediaFragmentUrl } from '../../../../src/core/rules/media/fragment';

const MEDIA = 'https://s3.amazonaws.com/ldma/clips/flood.mp4';

describe('the media fragment a browser plays without script', () => {
  it('starts at the clip start and ends at its end', () => {
    expect(mediaFragmentUrl(MEDIA, { start: 90, end: 150 })).toBe(`${MEDIA}#t=90,150`);
  });

  it('starts where asked inside the clip', () => {
    expect(mediaFragmentUrl(MEDIA, { start: 90, end: 150 }, 120.5)).toBe(`${MEDIA}#t=120.5,150`);
  });

  it('keeps a start asked for outside the clip inside it', () => {
    expect(mediaFragmentUrl(MEDIA, { start: 90, end: 150 }, 10)).toBe(`${MEDIA}#t=90,150`);
    expect(mediaFragmentUrl(MEDIA, { start: 90, end: 150 }, 400)).toBe(`${MEDIA}#t=150`);
  });

  it('gives only the start when the end is unknown, and nothing from the very start', () => {
    expect(mediaFragmentUrl(MEDIA, { start: 30, end: undefined })).toBe(`${MEDIA}#t=30`);
    expect(mediaFragmentUrl(MEDIA, { start: 0, end: undefined })).toBe(MEDIA);
  });

  it('writes at most milliseconds and replaces a fragment the URL had', () => {
    expect(mediaFragmentUrl(`${MEDIA}#t=5`, { start: 1 / 3, end: 2 })).toBe(`${MEDIA}#t=0.333,2`);
  });
});

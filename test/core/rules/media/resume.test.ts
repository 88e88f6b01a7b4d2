import {
  parseResumeList,
  RESUME_LIMIT,
  resumeListText,
  resumePoint,
  resumePositionOf,
  withResumePosition,
  type ResumeEntry,
} from '../../../../src/core/rules/media/resume';

/** A clip from 10:05 to 12:46 of its media file. */
const CLIP = { start: 605, end: 766 };

describe('where to offer to resume a clip', () => {
  it('is where the visitor left it, inside the clip', () => {
    expect(resumePoint(739, CLIP)).toBe(739);
    expect(resumePoint(610, CLIP)).toBe(610);
    expect(resumePoint(761, CLIP)).toBe(761);
  });

  it('is nowhere within 5 s of the start or the end, or outside the clip', () => {
    expect(resumePoint(605, CLIP)).toBeUndefined();
    expect(resumePoint(609.9, CLIP)).toBeUndefined();
    expect(resumePoint(761.1, CLIP)).toBeUndefined();
    expect(resumePoint(766, CLIP)).toBeUndefined();
    expect(resumePoint(100, CLIP)).toBeUndefined();
    expect(resumePoint(900, CLIP)).toBeUndefined();
  });

  it('keeps a tenth of a short clip clear at each end', () => {
    const short = { start: 0, end: 10 };
    expect(resumePoint(0.9, short)).toBeUndefined();
    expect(resumePoint(1, short)).toBe(1);
    expect(resumePoint(4, short)).toBe(4);
    expect(resumePoint(9, short)).toBe(9);
    expect(resumePoint(9.1, short)).toBeUndefined();
  });

  it('waits for the media length when the record gives no end', () => {
    const open = { start: 0, end: undefined };
    expect(resumePoint(120, open)).toBeUndefined();
    expect(resumePoint(120, open, 300)).toBe(120);
    expect(resumePoint(297, open, 300)).toBeUndefined();
  });

  it('is nowhere without a saved time', () => {
    expect(resumePoint(undefined, CLIP)).toBeUndefined();
    expect(resumePoint(Number.NaN, CLIP)).toBeUndefined();
  });
});

describe('the kept positions', () => {
  it('put the newest last and keep one entry per clip', () => {
    let list: ResumeEntry[] = [];
    list = withResumePosition(list, 'a', 10);
    list = withResumePosition(list, 'b', 20);
    list = withResumePosition(list, 'a', 30.04);
    expect(list).toEqual([
      ['b', 20],
      ['a', 30],
    ]);
    expect(resumePositionOf(list, 'a')).toBe(30);
    expect(resumePositionOf(list, 'c')).toBeUndefined();
    expect(withResumePosition(list, 'b', undefined)).toEqual([['a', 30]]);
  });

  it(`keep the newest ${RESUME_LIMIT} clips, the oldest dropped`, () => {
    let list: ResumeEntry[] = [];
    for (let i = 0; i < RESUME_LIMIT + 5; i++) list = withResumePosition(list, `clip-${i}`, i + 10);
    expect(list).toHaveLength(RESUME_LIMIT);
    expect(list[0]).toEqual(['clip-5', 15]);
    expect(list.at(-1)).toEqual([`clip-${RESUME_LIMIT + 4}`, RESUME_LIMIT + 14]);
  });

  it('read back what they wrote', () => {
    const list = withResumePosition(withResumePosition([], 'a', 12.5), 'b', 99);
    expect(parseResumeList(resumeListText(list))).toEqual(list);
  });

  it.each([[null], [''], ['not json'], ['{"a": 10}'], ['"a"'], ['null']])(
    'read as none from %p',
    (text) => {
      expect(parseResumeList(text)).toEqual([]);
    },
  );

  it('drop entries that are not a clip id and a time', () => {
    const text = JSON.stringify([
      ['good', 12],
      ['', 5],
      ['x'.repeat(201), 5],
      [42, 5],
      ['negative', -1],
      ['huge', 1e9],
      ['text', '12'],
      ['short'],
      ['long', 1, 2],
      null,
      { id: 'object', seconds: 3 },
      ['good', 14],
    ]);
    expect(parseResumeList(text)).toEqual([['good', 14]]);
  });

  it(`keep at most ${RESUME_LIMIT} entries of a longer stored list`, () => {
    const stored = Array.from({ length: 80 }, (_, i) => [`c${i}`, i]);
    const list = parseResumeList(JSON.stringify(stored));
    expect(list).toHaveLength(RESUME_LIMIT);
    expect(list[0]).toEqual(['c30', 30]);
  });
});

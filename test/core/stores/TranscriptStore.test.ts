import { reaction } from 'mobx';
import { TranscriptStore } from '../../../src/core/stores/TranscriptStore';
import { aCue, ScriptedHandle } from '../../support/scriptedPlayer';

/** A clip from 10 s to 40 s of its media file. */
const clip = { start: 10, end: 40 };

const cues = [
  aCue(2, 4, 'Before the clip.'),
  aCue(11, 14, 'The levee broke at dawn.'),
  aCue(15, 18, 'Boats came for the families.'),
  aCue(20, 24, 'The governor flew over the levee.'),
  aCue(30, 33, 'Nobody expected it.'),
  aCue(45, 47, 'After the clip.'),
];

async function attached(
  ...given: [captions: Promise<typeof cues> | undefined] | []
): Promise<{ store: TranscriptStore; handle: ScriptedHandle }> {
  // No argument: the cues above; an explicit undefined: a player that cannot tell.
  const captions = given.length === 0 ? Promise.resolve(cues) : given[0];
  const store = new TranscriptStore();
  const handle = new ScriptedHandle(clip.start, captions);
  store.attach(handle, clip);
  await captions?.catch(() => undefined);
  await Promise.resolve();
  return { store, handle };
}

describe('TranscriptStore', () => {
  it('lists the cues inside the clip, timed from the clip start', async () => {
    const { store } = await attached();
    expect(store.status).toBe('ready');
    expect(store.hasTranscript).toBe(true);
    expect(store.lines.map((l) => [l.offset, l.text])).toEqual([
      [1, 'The levee broke at dawn.'],
      [5, 'Boats came for the families.'],
      [10, 'The governor flew over the levee.'],
      [20, 'Nobody expected it.'],
    ]);
  });

  it('is waiting until the captions arrive', () => {
    const store = new TranscriptStore();
    store.attach(new ScriptedHandle(10, new Promise(() => undefined)), clip);
    expect(store.status).toBe('waiting');
    expect(store.hasTranscript).toBe(false);
  });

  it.each<[string, Promise<typeof cues> | undefined]>([
    ['the caption file has no cues', Promise.resolve([])],
    ['no cue falls inside the clip', Promise.resolve([aCue(1, 2, 'early')])],
    ['the player cannot tell', undefined],
    ['the captions fail', Promise.reject(new Error('HTTP 404'))],
  ])('has no transcript when %s', async (_, captions) => {
    const { store } = await attached(captions);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.status).toBe('none');
    expect(store.hasTranscript).toBe(false);
  });

  it('highlights the line being spoken as the player reports its time', async () => {
    const { store, handle } = await attached();
    expect(store.activeIndex).toBe(-1);
    handle.playTo(12);
    expect(store.activeIndex).toBe(0);
    handle.playTo(14.5);
    expect(store.activeIndex).toBe(-1);
    handle.playTo(21);
    expect(store.activeIndex).toBe(2);
  });

  it('tells observers only when the spoken line changes, not on every time update', async () => {
    const { store, handle } = await attached();
    const seen: number[] = [];
    const stop = reaction(
      () => store.activeIndex,
      (index) => seen.push(index),
    );
    for (let t = 11; t < 18; t += 0.25) handle.playTo(t);
    stop();
    expect(seen).toEqual([0, -1, 1]);
  });

  it('plays from a line by seeking the player to where it is spoken', async () => {
    const { store, handle } = await attached();
    store.seek(2);
    expect(handle.seeks).toEqual([20]);
    expect(store.activeIndex).toBe(2);
    store.seek(99);
    expect(handle.seeks).toEqual([20]);
  });

  it('starts a cue under way at the clip start from the clip start', async () => {
    const store = new TranscriptStore();
    const handle = new ScriptedHandle(10, Promise.resolve([aCue(8, 12, 'Mid-sentence')]));
    store.attach(handle, clip);
    await Promise.resolve();
    await Promise.resolve();
    store.seek(0);
    expect(handle.seeks).toEqual([10]);
  });

  it('turns autoscroll off and on', async () => {
    const { store } = await attached();
    expect(store.autoscroll).toBe(true);
    store.setAutoscroll(false);
    expect(store.autoscroll).toBe(false);
    store.setAutoscroll(true);
    expect(store.autoscroll).toBe(true);
  });

  it('searches the lines, counting "n of m" and moving between matches both ways', async () => {
    const { store } = await attached();
    expect(store.matchStatus).toBe('');
    store.setQuery('levee');
    expect(store.matches).toEqual([0, 2]);
    expect(store.matchStatus).toBe('1 of 2');
    expect(store.currentMatch).toBe(0);
    store.nextMatch();
    expect(store.matchStatus).toBe('2 of 2');
    expect(store.currentMatch).toBe(2);
    store.nextMatch();
    expect(store.matchStatus).toBe('1 of 2');
    store.previousMatch();
    expect(store.matchStatus).toBe('2 of 2');
  });

  it('starts a new search at its first match and says when nothing matches', async () => {
    const { store } = await attached();
    store.setQuery('the');
    store.nextMatch();
    store.setQuery('boats');
    expect(store.matchStatus).toBe('1 of 1');
    store.setQuery('hurricane');
    expect(store.matchStatus).toBe('No matches');
    expect(store.currentMatch).toBe(-1);
    store.nextMatch();
    store.previousMatch();
    expect(store.matchStatus).toBe('No matches');
  });

  it('marks the matches on the timeline of the clip', async () => {
    const { store } = await attached();
    store.setQuery('levee');
    expect(store.timelineMarks).toEqual([
      { index: 0, position: 1 / 30 },
      { index: 2, position: 10 / 30 },
    ]);
  });

  it('measures the timeline by the last line when the clip has no known end', async () => {
    const store = new TranscriptStore();
    store.attach(new ScriptedHandle(0, Promise.resolve([aCue(0, 2, 'a'), aCue(8, 10, 'b')])), {
      start: 0,
      end: undefined,
    });
    await Promise.resolve();
    await Promise.resolve();
    store.setQuery('b');
    expect(store.timelineMarks).toEqual([{ index: 1, position: 0.8 }]);
  });

  it('writes the transcript as plain text with a file name', async () => {
    const { store } = await attached();
    const text = store.text({ title: 'The Flood', url: 'https://ldma.example/v/1' });
    expect(text.split('\n').slice(0, 5)).toEqual([
      'The Flood',
      'Transcript from the Louisiana Digital Media Archive',
      'https://ldma.example/v/1',
      '',
      '[0:01] The levee broke at dawn.',
    ]);
    expect(store.fileName('The Flood')).toBe('the-flood-transcript.txt');
  });

  it('stops following the player when detached, and ignores captions of a player it left', async () => {
    const { store, handle } = await attached();
    store.detach();
    expect(handle.listening).toBe(0);
    handle.playTo(21);
    expect(store.activeIndex).toBe(-1);
    store.seek(0);
    expect(handle.seeks).toEqual([]);

    let release: (c: typeof cues) => void = () => undefined;
    const late = new TranscriptStore();
    late.attach(new ScriptedHandle(10, new Promise((resolve) => (release = resolve))), clip);
    late.attach(new ScriptedHandle(10, Promise.resolve([aCue(11, 12, 'Newer')])), clip);
    release(cues);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(late.lines.map((l) => l.text)).toEqual(['Newer']);
  });

  it('keeps up with a programme of 1,500 lines', async () => {
    const long = Array.from({ length: 1500 }, (_, i) => aCue(i * 3, i * 3 + 2.5, `Line ${i}`));
    const store = new TranscriptStore();
    const handle = new ScriptedHandle(0, Promise.resolve(long));
    store.attach(handle, { start: 0, end: 5400 });
    await Promise.resolve();
    await Promise.resolve();
    expect(store.lines).toHaveLength(1500);
    handle.playTo(3000.5);
    expect(store.activeIndex).toBe(1000);
    store.setQuery('line 14');
    expect(store.matches).toHaveLength(111);
    expect(store.matchStatus).toBe('1 of 111');
  });
});

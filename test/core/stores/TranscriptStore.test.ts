import { reaction } from 'mobx';
import { TRANSCRIPT_FILES, TranscriptStore } from '../../../src/core/stores/TranscriptStore';
import type { Cue } from '../../../src/core/rules/media/captions';
import { CLIP, CLIP_CUES } from '../../support/clipCues';
import { aCue, ScriptedHandle } from '../../support/scriptedPlayer';

async function attached(
  ...given: [captions: Promise<Cue[]> | undefined] | []
): Promise<{ store: TranscriptStore; handle: ScriptedHandle }> {
  // No argument: CLIP_CUES; an explicit undefined: a player that cannot tell.
  const captions = given.length === 0 ? Promise.resolve(CLIP_CUES) : given[0];
  const store = new TranscriptStore();
  const handle = new ScriptedHandle(CLIP.start, captions);
  store.attach(handle, CLIP);
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
      [7, 'Boats came for the families.'],
      [45, 'The governor flew over the levee.'],
      [95, 'Nobody expected it.'],
    ]);
  });

  it('is waiting until the captions arrive', () => {
    const store = new TranscriptStore();
    store.attach(new ScriptedHandle(CLIP.start, new Promise(() => undefined)), CLIP);
    expect(store.status).toBe('waiting');
    expect(store.hasTranscript).toBe(false);
  });

  it.each<[string, Promise<Cue[]> | undefined, boolean]>([
    ['the caption file has no cues', Promise.resolve([]), true],
    ['no cue falls inside the clip', Promise.resolve([aCue(1, 2, 'early')]), true],
    ['the player cannot tell', undefined, false],
    ['the captions fail', Promise.reject(new Error('HTTP 404')), true],
  ])('has no transcript when %s (captionless: %p)', async (_, captions, captionless) => {
    const { store } = await attached(captions);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.status).toBe('none');
    expect(store.hasTranscript).toBe(false);
    expect(store.captionless).toBe(captionless);
  });

  it('highlights the line being spoken as the player reports its time', async () => {
    const { store, handle } = await attached();
    expect(store.activeIndex).toBe(-1);
    handle.playTo(607);
    expect(store.activeIndex).toBe(0);
    handle.playTo(610);
    expect(store.activeIndex).toBe(-1);
    handle.playTo(651);
    expect(store.activeIndex).toBe(2);
  });

  it('tells observers only when the spoken line changes, not on every time update', async () => {
    const { store, handle } = await attached();
    const seen: number[] = [];
    const stop = reaction(
      () => store.activeIndex,
      (index) => seen.push(index),
    );
    for (let t = 606; t < 613; t += 0.25) handle.playTo(t);
    stop();
    expect(seen).toEqual([0, -1, 1]);
  });

  it('plays from a line by seeking the player to where it is spoken', async () => {
    const { store, handle } = await attached();
    store.seek(2);
    expect(handle.seeks).toEqual([650]);
    expect(store.activeIndex).toBe(2);
    store.seek(99);
    expect(handle.seeks).toEqual([650]);
  });

  it('starts a cue under way at the clip start from the clip start', async () => {
    const store = new TranscriptStore();
    const handle = new ScriptedHandle(
      CLIP.start,
      Promise.resolve([aCue(603, 607, 'Mid-sentence')]),
    );
    store.attach(handle, CLIP);
    await Promise.resolve();
    await Promise.resolve();
    store.seek(0);
    expect(handle.seeks).toEqual([605]);
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
      { index: 0, position: 1 / 161 },
      { index: 2, position: 45 / 161 },
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
    handle.playTo(651);
    expect(store.activeIndex).toBe(-1);
    store.seek(0);
    expect(handle.seeks).toEqual([]);

    let release: (c: Cue[]) => void = () => undefined;
    const late = new TranscriptStore();
    late.attach(
      new ScriptedHandle(CLIP.start, new Promise((resolve) => (release = resolve))),
      CLIP,
    );
    late.attach(new ScriptedHandle(CLIP.start, Promise.resolve([aCue(606, 607, 'Newer')])), CLIP);
    release(CLIP_CUES);
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
  describe('matches as moments', () => {
    it('lists each match with its ?t= time, and the ones before and after the current', async () => {
      const { store } = await attached();
      store.setQuery('levee');
      expect(store.mentions).toEqual([
        { index: 0, position: 0, seconds: 1, clock: '0:01' },
        { index: 2, position: 1, seconds: 45, clock: '0:45' },
      ]);
      expect(store.currentMention?.seconds).toBe(1);
      expect(store.nextMention?.seconds).toBe(45);
      expect(store.previousMention?.seconds).toBe(45);
      store.setQuery('hurricane');
      expect([store.currentMention, store.nextMention, store.previousMention]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    });

    it('plays from each match it moves to', async () => {
      const { store, handle } = await attached();
      store.setQuery('levee');
      store.nextMatch();
      store.nextMatch();
      store.previousMatch();
      expect(handle.seeks).toEqual([650, 606, 650]);
      store.goToMatch(0);
      expect(handle.seeks).toEqual([650, 606, 650, 606]);
      expect(store.activeIndex).toBe(0);
      store.goToMatch(5);
      expect(handle.seeks).toHaveLength(4);
    });

    it('makes the match spoken from the start time current, until the visitor moves', async () => {
      const { store } = await attached();
      store.setQuery('levee');
      store.setStartOffset(45);
      expect(store.matchStatus).toBe('2 of 2');
      store.setStartOffset(60);
      expect(store.matchStatus).toBe('2 of 2');
      store.setStartOffset(0);
      expect(store.matchStatus).toBe('1 of 2');
      store.nextMatch();
      store.setStartOffset(0);
      expect(store.matchStatus).toBe('2 of 2');
    });

    it('keeps its search when the same query is set again', async () => {
      const { store } = await attached();
      store.setQuery('levee');
      store.nextMatch();
      store.setQuery('levee');
      expect(store.matchStatus).toBe('2 of 2');
    });
  });

  describe('lines read before any player (by the server)', () => {
    const read = [
      { index: 0, start: 606, end: 609, offset: 1, text: 'The levee broke at dawn.' },
      { index: 1, start: 650, end: 655, offset: 45, text: 'The governor flew over the levee.' },
    ];

    it('shows them at once', () => {
      const store = new TranscriptStore();
      store.setLines(read, CLIP);
      expect(store.status).toBe('ready');
      store.setQuery('levee');
      expect(store.matchStatus).toBe('1 of 2');
      expect(store.timelineMarks.map((m) => m.position)).toEqual([1 / 161, 45 / 161]);
    });

    it('leaves the player to tell when there are none', () => {
      const store = new TranscriptStore();
      store.setLines([], CLIP);
      expect(store.status).toBe('waiting');
    });

    it("keeps them when the player has none, and takes the player's when it has some", async () => {
      const kept = new TranscriptStore();
      kept.setLines(read, CLIP);
      kept.attach(new ScriptedHandle(CLIP.start, Promise.resolve([])), CLIP);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(kept.lines).toBe(read);
      expect(kept.status).toBe('ready');

      const replaced = new TranscriptStore();
      replaced.setLines(read, CLIP);
      replaced.attach(new ScriptedHandle(CLIP.start, Promise.resolve(CLIP_CUES)), CLIP);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(replaced.lines).toHaveLength(4);
    });
  });

  it('writes WebVTT and SubRip captions of the clip, and names every file', async () => {
    const { store } = await attached();
    expect(store.vtt.split('\n').slice(0, 4)).toEqual([
      'WEBVTT',
      '',
      '00:00:01.000 --> 00:00:04.000',
      'The levee broke at dawn.',
    ]);
    expect(store.srt.split('\n').slice(0, 3)).toEqual([
      '1',
      '00:00:01,000 --> 00:00:04,000',
      'The levee broke at dawn.',
    ]);
    expect(
      TRANSCRIPT_FILES.map((f) => [f.extension, f.type, store.fileName('The Flood', f.extension)]),
    ).toEqual([
      ['txt', 'text/plain;charset=utf-8', 'the-flood-transcript.txt'],
      ['vtt', 'text/vtt;charset=utf-8', 'the-flood-transcript.vtt'],
      ['srt', 'application/x-subrip;charset=utf-8', 'the-flood-transcript.srt'],
    ]);
    const about = { title: 'The Flood', url: 'https://ldma.example/v/1' };
    expect(store.fileText(TRANSCRIPT_FILES[1]!.extension, about)).toBe(store.vtt);
  });

  it("makes one download's text when asked", async () => {
    const { store } = await attached();
    const about = { title: 'The Flood', url: 'https://ldma.example/v/1' };
    expect(TRANSCRIPT_FILES.map((file) => file.extension)).toEqual(['txt', 'vtt', 'srt']);
    expect(store.fileText('txt', about)).toBe(store.text(about));
    expect(store.fileText('vtt', about)).toBe(store.vtt);
    expect(store.fileText('srt', about)).toBe(store.srt);
  });
});

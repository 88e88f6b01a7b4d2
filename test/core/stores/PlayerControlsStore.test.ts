import { MemoryKeyValueStore } from '../../../src/adapters/memory/MemoryKeyValueStore';
import type { PlaybackState } from '../../../src/core/ports/VideoPlayer';
import { PlayerControlsStore, type PlayerClip } from '../../../src/core/stores/PlayerControlsStore';
import { WatchingMemory } from '../../../src/core/stores/WatchingMemory';
import { controlledHandle } from '../../support/scriptedControls';
import { ScriptedHandle } from '../../support/scriptedPlayer';

/** The clip runs from 10:05 to 12:46 of its file (605 s to 766 s). */
const CLIP: PlayerClip = { id: 'LPB-CL-1042', window: { start: 605, end: 766 } };

function setup(
  options: { clip?: Partial<PlayerClip>; state?: Partial<PlaybackState>; saved?: number } = {},
) {
  const storage = new MemoryKeyValueStore();
  const memory = new WatchingMemory(storage);
  if (options.saved !== undefined) memory.remember(CLIP.id, options.saved);
  const store = new PlayerControlsStore(memory);
  const handle = controlledHandle(0, options.state);
  store.attach(handle, { ...CLIP, ...options.clip });
  return { store, handle, controls: handle.controls, memory, storage };
}

describe('PlayerControlsStore', () => {
  it('follows the player: its speed, sound and captions', () => {
    const { store, controls } = setup();
    expect(store.ready).toBe(true);
    expect(store.speed).toBe(1);
    controls.change({ rate: 1.5 });
    expect(store.speed).toBe(1.5);
    store.setSpeed(0.75);
    expect(controls.calls).toContain('setRate:0.75');
    expect(store.speed).toBe(0.75);
    store.setSpeed(3);
    expect(controls.calls).not.toContain('setRate:3');
  });

  it('leaves a player without controls alone', () => {
    const store = new PlayerControlsStore(new WatchingMemory(new MemoryKeyValueStore()));
    store.attach(new ScriptedHandle(605, undefined), CLIP);
    expect(store.ready).toBe(false);
    expect(store.perform('playPause')).toBe(false);
    expect(store.resumeAt).toBeUndefined();
  });

  describe('captions', () => {
    it('are on by default, and the choice is remembered on the device', () => {
      const { store, controls, storage } = setup();
      expect(controls.calls[0]).toBe('setCaptions:true');
      expect(store.captionsOn).toBe(true);
      store.toggleCaptions();
      expect(store.captionsOn).toBe(false);

      const next = new PlayerControlsStore(new WatchingMemory(storage));
      const handle = controlledHandle(0);
      next.attach(handle, CLIP);
      expect(handle.controls.calls[0]).toBe('setCaptions:false');
      expect(next.captionsOn).toBe(false);
      next.perform('captions');
      expect(next.captionsOn).toBe(true);
      expect(new WatchingMemory(storage).captions).toBe(true);
    });

    it('are not offered when the clip has none', () => {
      const { store, controls } = setup({ state: { hasCaptions: false } });
      expect(store.hasCaptions).toBe(false);
      expect(store.perform('captions')).toBe(true);
      expect(controls.calls.filter((c) => c.startsWith('setCaptions'))).toEqual([
        'setCaptions:true',
      ]);
    });
  });

  describe('the keys', () => {
    it.each([
      ['playPause', 'paused', ['play', 'pause']],
      ['mute', 'muted', ['setMuted:true', 'setMuted:false']],
      ['fullscreen', 'fullscreen', ['toggleFullscreen', 'toggleFullscreen']],
    ] as const)('%s turns %s over and back', (action, field, calls) => {
      const { store, controls } = setup();
      const before = controls.current[field];
      store.perform(action);
      expect(controls.current[field]).toBe(!before);
      store.perform(action);
      expect(controls.current[field]).toBe(before);
      // After the captions the store applies when it attaches.
      expect(controls.calls.slice(1)).toEqual(calls);
    });

    it('seek by 10 and 5 seconds, never out of the clip', () => {
      const { store, handle } = setup();
      handle.playTo(700);
      store.perform('forward10');
      store.perform('back5');
      store.perform('back10');
      store.perform('forward5');
      expect(handle.seeks).toEqual([710, 705, 695, 700]);
      handle.playTo(760);
      store.perform('forward10');
      handle.playTo(607);
      store.perform('back10');
      expect(handle.seeks.slice(4)).toEqual([766, 605]);
    });
  });

  it('offers picture-in-picture only where the player and browser have it', async () => {
    expect(setup().store.canPictureInPicture).toBe(false);
    const { store, controls } = setup({ state: { canPictureInPicture: true } });
    expect(store.canPictureInPicture).toBe(true);
    await store.togglePictureInPicture();
    expect(store.pictureInPicture).toBe(true);
    expect(controls.calls).toContain('togglePictureInPicture');
  });

  describe('resuming', () => {
    it('offers to resume where the visitor left the clip, as a time into the clip', () => {
      const { store, handle, controls } = setup({ saved: 739 });
      expect(store.resumeAt).toBe(739);
      expect(store.resumeLabel).toBe('Resume at 2:14');
      // Offered, not forced: nothing moved yet.
      expect(handle.seeks).toEqual([]);
      store.resume();
      expect(handle.seeks).toEqual([739]);
      expect(controls.current.paused).toBe(false);
      expect(store.resumeAt).toBeUndefined();
    });

    it('offers nothing once playback began some other way', () => {
      const { store, controls } = setup({ saved: 739 });
      controls.change({ paused: false });
      expect(store.resumeAt).toBeUndefined();
      expect(store.resumeLabel).toBe('');
    });

    it('offers nothing at the very start or end of the clip', () => {
      expect(setup({ saved: 607 }).store.resumeAt).toBeUndefined();
      expect(setup({ saved: 764 }).store.resumeAt).toBeUndefined();
    });

    it('offers nothing when a ?t= start was asked for', () => {
      expect(setup({ saved: 739, clip: { startAt: 650 } }).store.resumeAt).toBeUndefined();
    });

    it('waits for the media length of a clip whose end is unknown', () => {
      const { store, controls } = setup({
        saved: 739,
        clip: { window: { start: 605, end: undefined } },
      });
      expect(store.resumeAt).toBeUndefined();
      controls.change({ duration: 1800 });
      expect(store.resumeAt).toBe(739);
    });

    it('keeps the position every few seconds of playback, on pause and when let go', () => {
      const { store, handle, controls, memory } = setup();
      handle.playTo(700);
      // Not started yet: a seek before playing is no place to come back to.
      expect(memory.position(CLIP.id)).toBeUndefined();
      controls.play();
      handle.playTo(700.5);
      expect(memory.position(CLIP.id)).toBe(700.5);
      handle.playTo(701.5);
      expect(memory.position(CLIP.id)).toBe(700.5);
      handle.playTo(703);
      expect(memory.position(CLIP.id)).toBe(703);
      handle.playTo(703.8);
      controls.pause();
      expect(memory.position(CLIP.id)).toBe(703.8);
      controls.play();
      handle.playTo(704.5);
      store.keepPosition();
      expect(memory.position(CLIP.id)).toBe(704.5);
      handle.playTo(705);
      store.detach();
      expect(memory.position(CLIP.id)).toBe(705);
      expect(controls.listening).toBe(0);
      expect(handle.listening).toBe(0);
      expect(store.ready).toBe(false);
      store.detach();
    });

    it('forgets the clip when it is left at its start or its end', () => {
      const { handle, controls, memory } = setup({ saved: 700 });
      controls.play();
      handle.playTo(766);
      expect(memory.position(CLIP.id)).toBeUndefined();
    });

    it('keeps nothing for a player given no clip id', () => {
      const { handle, controls, storage } = setup({ clip: { id: '' } });
      controls.play();
      handle.playTo(700);
      expect(storage.get('ldma.resume')).toBeNull();
    });
  });
});

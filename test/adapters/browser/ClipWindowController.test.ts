import {
  ClipWindowController,
  type ClipEvent,
  type ClipMedia,
} from '../../../src/adapters/browser/ClipWindowController';

/** A media element reduced to what the clip rules see; the test plays the visitor. */
class FakeMedia implements ClipMedia {
  paused = true;
  readonly seeks: number[] = [];
  private time = 0;
  private readonly listeners = new Map<ClipEvent, Set<() => void>>();

  get currentTime(): number {
    return this.time;
  }

  set currentTime(value: number) {
    this.time = value;
    this.seeks.push(value);
    this.emit('seeking');
  }

  pause(): void {
    this.paused = true;
  }

  addEventListener(type: ClipEvent, listener: () => void): void {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: ClipEvent, listener: () => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  /** The visitor presses play. */
  play(): void {
    this.paused = false;
    this.emit('play');
  }

  /** Playback has reached a time. */
  advanceTo(seconds: number): void {
    this.time = seconds;
    this.emit('timeupdate');
  }

  listenerCount(): number {
    return [...this.listeners.values()].reduce((n, set) => n + set.size, 0);
  }

  private emit(type: ClipEvent): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
  }
}

function clip(start: number, end: number | undefined) {
  const media = new FakeMedia();
  const controller = new ClipWindowController(media, { start, end });
  controller.attach();
  return { media, controller };
}

/** A clip of the media from `start` to `end`, once play was pressed. */
function playing(start: number, end: number | undefined) {
  const shown = clip(start, end);
  shown.media.play();
  return shown;
}

describe('the clip window of a video', () => {
  it('seeks to the start time on the first play', () => {
    const { media } = playing(605, 766);
    expect(media.currentTime).toBe(605);
    expect(media.seeks).toEqual([605]);
  });

  it('does not seek again on a later play inside the clip', () => {
    const { media } = playing(605, 766);
    media.advanceTo(650);
    media.pause();
    media.play();
    expect(media.seeks).toEqual([605]);
    expect(media.currentTime).toBe(650);
  });

  it('plays from 0 without seeking when the clip starts the file', () => {
    const { media } = playing(0, 30);
    expect(media.seeks).toEqual([]);
  });

  it('pauses and holds at the end time', () => {
    const { media } = playing(605, 766);
    media.advanceTo(700);
    expect(media.paused).toBe(false);
    media.advanceTo(766.2);
    expect(media.paused).toBe(true);
    expect(media.currentTime).toBe(766);
  });

  it('pauses exactly at the end without moving', () => {
    const { media } = playing(10, 20);
    media.advanceTo(20);
    expect(media.paused).toBe(true);
    expect(media.seeks).toEqual([10]);
  });

  it('starts the clip again when play is pressed while held at the end', () => {
    const { media } = playing(10, 20);
    media.advanceTo(20);
    media.play();
    expect(media.currentTime).toBe(10);
  });

  it('brings a seek before the start or past the end back inside the clip', () => {
    const { media } = playing(605, 766);
    media.currentTime = 12;
    expect(media.currentTime).toBe(605);
    media.currentTime = 5000;
    expect(media.currentTime).toBe(766);
    media.currentTime = 700;
    expect(media.currentTime).toBe(700);
  });

  it('plays to the end of the file when the duration is unknown', () => {
    const { media } = playing(30, undefined);
    media.advanceTo(99999);
    expect(media.paused).toBe(false);
    media.currentTime = 5;
    expect(media.currentTime).toBe(30);
  });

  it('lets go of the element when detached, and attaching twice listens once', () => {
    const { media, controller } = clip(10, 20);
    controller.attach();
    expect(media.listenerCount()).toBe(3);
    controller.detach();
    expect(media.listenerCount()).toBe(0);
    media.play();
    expect(media.seeks).toEqual([]);
  });
});

import {
  CAROUSEL_INTERVAL_MS,
  CarouselStore,
  type CarouselTimers,
} from '../../../src/core/stores/CarouselStore';

/** Timers under the test's control: `advance(ms)` runs what falls due. */
class ManualTimers implements CarouselTimers {
  now = 0;
  private pending = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  get scheduled(): number {
    return this.pending.size;
  }

  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
}

function carousel(count: number) {
  const timers = new ManualTimers();
  const store = new CarouselStore(timers);
  store.setCount(count);
  store.start();
  return { store, timers };
}

/** The slide shown after each wait in turn. */
function slidesAfter({ store, timers }: ReturnType<typeof carousel>, waits: number[]): number[] {
  return waits.map((ms) => {
    timers.advance(ms);
    return store.index;
  });
}

describe('CarouselStore', () => {
  it('advances every 5000 ms and wraps from the last slide to the first', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(slidesAfter(carousel(3), [4999, 1, 5000, 5000])).toEqual([0, 1, 2, 0]);
  });

  it('has no controls and never advances with a single slide (or none)', () => {
    for (const count of [0, 1]) {
      const { store, timers } = carousel(count);
      expect(store.hasControls).toBe(false);
      expect(store.playing).toBe(false);
      timers.advance(20_000);
      store.next();
      store.previous();
      store.goTo(0);
      expect(store.index).toBe(0);
      expect(timers.scheduled).toBe(0);
    }
  });

  it('wraps both ways with the arrows and goes to a chosen slide', () => {
    const { store } = carousel(3);
    store.previous();
    expect(store.index).toBe(2);
    store.next();
    expect(store.index).toBe(0);
    store.goTo(2);
    expect(store.index).toBe(2);
    store.goTo(7);
    store.goTo(-1);
    store.goTo(1.5);
    expect(store.index).toBe(2);
  });

  it('restarts the 5000 ms wait after a manual change', () => {
    const { store, timers } = carousel(3);
    timers.advance(4000);
    store.goTo(2);
    timers.advance(4000);
    expect(store.index).toBe(2);
    timers.advance(1000);
    expect(store.index).toBe(0);
  });

  it.each([
    [
      'while hovered',
      'the pointer leaves',
      (store: CarouselStore, on: boolean) => store.setHovered(on),
    ],
    [
      'while focus is inside',
      'it leaves',
      (store: CarouselStore, on: boolean) => store.setFocused(on),
    ],
  ])('pauses %s and resumes when %s', (_while, _until, set) => {
    const shown = carousel(2);
    set(shown.store, true);
    expect(slidesAfter(shown, [15_000])).toEqual([0]);
    set(shown.store, false);
    expect(slidesAfter(shown, [5000])).toEqual([1]);
  });

  it('stops with Pause and starts again with Play, even with focus on the control', () => {
    const { store, timers } = carousel(2);
    store.togglePaused();
    expect(store.playing).toBe(false);
    timers.advance(15_000);
    expect(store.index).toBe(0);
    store.setFocused(true);
    store.togglePaused();
    expect(store.playing).toBe(true);
    timers.advance(5000);
    expect(store.index).toBe(1);
  });

  it('starts paused for visitors who prefer reduced motion', () => {
    const timers = new ManualTimers();
    const store = new CarouselStore(timers);
    store.setCount(3);
    store.preferReducedMotion(true);
    store.start();
    timers.advance(20_000);
    expect(store.index).toBe(0);
    expect(store.playing).toBe(false);
  });

  it('keeps the slide within a shrinking count', () => {
    const { store } = carousel(3);
    store.goTo(2);
    store.setCount(2);
    expect(store.index).toBe(0);
  });

  it('stops on dispose and can start again (StrictMode mounts twice)', () => {
    const { store, timers } = carousel(2);
    store.dispose();
    expect(timers.scheduled).toBe(0);
    timers.advance(10_000);
    expect(store.index).toBe(0);
    store.start();
    store.start();
    expect(timers.scheduled).toBe(1);
    timers.advance(5000);
    expect(store.index).toBe(1);
  });
});

import { reaction, type IReactionDisposer } from 'mobx';
import { observed } from './observed';

/** SPEC §9: the blog carousel advances every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

/** The timer functions the carousel runs on; injected so tests can drive time. */
export interface CarouselTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up on each call so timers installed after construction (fake timers) still apply.
const globalTimers: CarouselTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The home blog carousel: which slide shows, wrap-around, and when it advances on its own.
 * Controls and auto-advance exist only with more than one slide; hovering, focus inside it,
 * the visitor's pause and a reduced-motion preference each hold it still.
 */
export class CarouselStore {
  index = 0;
  count = 0;
  hovered = false;
  focused = false;
  /** The visitor pressed Pause (or prefers reduced motion and has not pressed Play). */
  userPaused = false;
  private timer: unknown = undefined;
  private ticking: IReactionDisposer | undefined;

  constructor(
    private readonly timers: CarouselTimers = globalTimers,
    readonly intervalMs: number = CAROUSEL_INTERVAL_MS,
  ) {
    observed<CarouselStore, 'timers' | 'timer' | 'ticking'>(this, {
      timers: false,
      timer: false,
      ticking: false,
      intervalMs: false,
    });
  }

  /** Arrows, indicators, keyboard control and wrap-around: only with more than one slide. */
  get hasControls(): boolean {
    return this.count > 1;
  }

  /** Auto-advance is switched on (the Pause/Play control shows its state). */
  get playing(): boolean {
    return this.hasControls && !this.userPaused;
  }

  /** Auto-advance is on and nothing holds it still right now. */
  get advancing(): boolean {
    return this.playing && !this.hovered && !this.focused;
  }

  /** Sets how many slides exist; the current one stays within them. */
  setCount(count: number): void {
    this.count = Math.max(0, Math.floor(count));
    if (this.index >= this.count) this.index = 0;
  }

  /** Next slide, wrapping from the last to the first. */
  next(): void {
    if (!this.hasControls) return;
    this.index = (this.index + 1) % this.count;
  }

  /** Previous slide, wrapping from the first to the last. */
  previous(): void {
    if (!this.hasControls) return;
    this.index = (this.index - 1 + this.count) % this.count;
  }

  /** Shows slide `index` (0-based); out-of-range indexes are ignored. */
  goTo(index: number): void {
    if (!this.hasControls || !Number.isInteger(index) || index < 0 || index >= this.count) return;
    this.index = index;
  }

  setHovered(hovered: boolean): void {
    this.hovered = hovered;
  }

  setFocused(focused: boolean): void {
    this.focused = focused;
  }

  /**
   * The visible Pause/Play control. Play resumes at once even though focus sits on the
   * control itself (inside the carousel); hovering still holds it.
   */
  togglePaused(): void {
    this.userPaused = !this.userPaused;
    if (!this.userPaused) this.focused = false;
  }

  /** A reduced-motion preference starts the carousel paused; the visitor may still press Play. */
  preferReducedMotion(reduced: boolean): void {
    if (reduced) this.userPaused = true;
  }

  /** Starts auto-advance; safe to call again. Any slide change restarts the 5000 ms wait. */
  start(): void {
    if (this.ticking) return;
    this.ticking = reaction(
      () => [this.advancing, this.index, this.count] as const,
      ([advancing]) => this.schedule(advancing),
      { fireImmediately: true },
    );
  }

  /** Stops auto-advance; `start` may be called again afterwards. */
  dispose(): void {
    this.ticking?.();
    this.ticking = undefined;
    this.clear();
  }

  private schedule(advancing: boolean): void {
    this.clear();
    if (!advancing) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.next();
    }, this.intervalMs);
  }

  private clear(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }
}

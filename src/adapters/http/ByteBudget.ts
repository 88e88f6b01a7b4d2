/**
 * The bytes of answer bodies being read at once, shared by every call of the clients given
 * it: each call is held to its own limit too, but only this bounds what many calls at once
 * hold in memory.
 */
export class ByteBudget {
  private used = 0;

  constructor(readonly maxBytes: number) {}

  /** Bytes taken by the bodies being read now. */
  get inUse(): number {
    return this.used;
  }

  /** Takes `bytes` for a body being read; false, taking nothing, when they are not there. */
  take(bytes: number): boolean {
    if (this.used + bytes > this.maxBytes) return false;
    this.used += bytes;
    return true;
  }

  /** Gives back what a body took, once it is read or dropped. */
  give(bytes: number): void {
    this.used = Math.max(0, this.used - bytes);
  }
}

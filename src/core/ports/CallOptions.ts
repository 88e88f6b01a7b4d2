/** Lets a caller abandon a call (a page left, a newer request made). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** `value` as a whole number within [min, max]; `min` for anything that is not a number. */
export function whole(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min;
}

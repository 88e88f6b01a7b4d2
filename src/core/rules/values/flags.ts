/** A flag is true only for boolean true, the text "true" in any case, or the number 1. */
export function isTrueFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return typeof value === 'string' && value.trim().toLowerCase() === 'true';
}

/** Text of a route parameter or wire value: strings and numbers as text, anything else ''. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

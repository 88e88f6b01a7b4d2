const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * A blog date as MM/DD/YYYY (en-US); '' when it cannot be read. A plain date is read as
 * that calendar day, so it never shifts with the visitor's time zone. Written out rather
 * than through `Intl.DateTimeFormat`, whose set-up costs a phone tens of milliseconds.
 */
export function formatBlogDate(value: string | undefined | null): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  const time = Date.parse(text);
  if (Number.isNaN(time)) return '';
  const date = new Date(time);
  const month = twoDigits(date.getUTCMonth() + 1);
  return `${month}/${twoDigits(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** An ISO date at the start of the text: `2024-03-06`, alone or before a time. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

/** Year, month (1-12) and day, or undefined when that day does not exist (`2024-02-30`). */
function calendarDay(year: number, month: number, day: number) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : undefined;
}

/** The calendar day a date text carries, or undefined when it cannot be read. */
function carriedDay(text: string) {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return undefined;
  const iso = ISO_DATE.exec(text);
  // The day as written, in the post's own time zone: `2024-03-06T23:30:00-06:00` is March 6.
  if (iso) return calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  // Another form the platform reads (the contract names ISO only): its day in UTC.
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * A blog date as MM/DD/YYYY (en-US); '' when it cannot be read. An ISO date shows the
 * calendar day it carries, whatever its offset and the visitor's (or the server's) time zone.
 * Written out rather than through `Intl.DateTimeFormat`, whose set-up costs a phone tens of
 * milliseconds.
 */
export function formatBlogDate(value: string | undefined | null): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  const day = carriedDay(text);
  if (!day) return '';
  return `${twoDigits(day.month)}/${twoDigits(day.day)}/${day.year}`;
}

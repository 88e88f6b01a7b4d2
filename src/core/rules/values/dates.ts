const US_DATE = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A blog date as MM/DD/YYYY (en-US); '' when it cannot be read. A plain date is read as
 * that calendar day, so it never shifts with the visitor's time zone.
 */
export function formatBlogDate(value: string | undefined | null): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : US_DATE.format(new Date(time));
}

/** The archive's name and its dates as sent (shared by citations and structured data). */
export const ARCHIVE_NAME = 'Louisiana Digital Media Archive';

export interface Day {
  year: number;
  month?: number;
  day?: number;
}

/** A date issued as year, month and day where it can be read; undefined otherwise. */
export function readIssued(value: string): Day | undefined {
  const text = value.trim();
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:T.*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]].map((n) => (n === undefined ? undefined : Number(n)))
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [];
  if (year === undefined) return undefined;
  if (month !== undefined && (month < 1 || month > 12)) return undefined;
  if (day !== undefined && (day < 1 || day > 31)) return undefined;
  return { year, month, day };
}

/** Day numbers (days since 1970-01-01, UTC) as the stream carries them, and back. */
const DAY = 86_400_000;

export const dayToIso = (day: number): string => new Date(day * DAY).toISOString().slice(0, 10);

/** A yyyy-mm-dd date to its day number; null when it is not a date. */
export function isoToDay(iso: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const t = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(t) ? null : Math.floor(t / DAY);
}

/** A day in the interface language (UTC, as the server counts days). */
export const formatDay = (day: number, lng: string): string =>
  new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(day * DAY),
  );

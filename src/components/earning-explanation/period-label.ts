import { addDays, parseISO, setISOWeek, setISOWeekYear, startOfISOWeek } from 'date-fns';

/**
 * A compensation period's key (2026-11-26 daily, 2026-W48 weekly, 2026-11 monthly, as the
 * server keys them) in the words the app writes dates with: a day, a Monday–Sunday span, or a
 * month — never the raw key (issue 31 point 20). An unknown key is shown as it came.
 */
export function periodLabel(key: string, formatDate: (iso: string) => string, lng: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return formatDate(key);
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month)
    return new Intl.DateTimeFormat(lng, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)),
    );
  const week = /^(\d{4})-W(\d{2})$/.exec(key);
  if (week) {
    const monday = startOfISOWeek(
      setISOWeek(setISOWeekYear(parseISO(`${week[1]}-06-15`), Number(week[1])), Number(week[2])),
    );
    const iso = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return `${formatDate(iso(monday))} – ${formatDate(iso(addDays(monday, 6)))}`;
  }
  return key;
}

/**
 * Items grouped under the calendar day (in the browser's time zone) of their date, newest
 * day first and newest first within a day. Items without a valid date are dropped.
 */
export function groupByDay<T>(
  items: readonly T[],
  dateOf: (item: T) => string,
): { day: string; items: T[] }[] {
  const dated = items
    .map((item) => ({ item, at: new Date(dateOf(item)) }))
    .filter((d) => !Number.isNaN(d.at.getTime()))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const groups: { day: string; items: T[] }[] = [];
  for (const { item, at } of dated) {
    const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
    const last = groups[groups.length - 1];
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

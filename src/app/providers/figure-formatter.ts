import type { FormatterModule } from 'i18next';
import { volumeFormat } from '@/lib/volume';

/** Numbers that name something rather than count it: written as they are ("#12345", "2026"). */
const identifiers: ReadonlySet<string> = new Set([
  'id',
  'number',
  'invoice',
  'year',
  'week',
  'version',
  'phone',
]);

/**
 * Every number put into a sentence ("{{count}} members", "3955 to go") is written in the
 * interface language, grouped as every other figure ("4.000" in Spanish, "4,000" in English),
 * without each call formatting it first; plural rules still read the number. With
 * `interpolation.alwaysFormat`, i18next hands every value here; strings (money, dates, names)
 * pass through unchanged. `{{x, number}}` formats explicitly.
 */
export const figureFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value, format, lng, options) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value as string;
    const key = (options as { interpolationkey?: string } | undefined)?.interpolationkey;
    if (format === 'number' || (!format && !(key && identifiers.has(key))))
      return volumeFormat(lng ?? 'en')(value);
    return String(value);
  },
};

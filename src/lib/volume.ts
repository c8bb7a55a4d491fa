import { useTranslation } from 'react-i18next';

const formats = new Map<string, (n: number) => string>();

/**
 * Volumes (PV, TV, CV, leg totals) and counts in the interface language's number format,
 * not the browser's: a member who reads the portal in Spanish reads "1.234,5" and "4.000" everywhere,
 * canvas included. One Intl.NumberFormat per language, reused (the canvas formats hundreds
 * of cards a frame) and the same function each time, so it can sit in memo dependencies.
 */
export function volumeFormat(lng: string): (n: number) => string {
  let format = formats.get(lng);
  if (!format) {
    // 'always': Spanish Intl leaves four-digit numbers ungrouped ("4000" beside "422.080").
    const intl = new Intl.NumberFormat(lng, { maximumFractionDigits: 2, useGrouping: 'always' });
    format = (n) => intl.format(n);
    formats.set(lng, format);
  }
  return format;
}

export function useVolume(): (n: number) => string {
  const { i18n } = useTranslation();
  return volumeFormat(i18n.resolvedLanguage ?? 'en');
}

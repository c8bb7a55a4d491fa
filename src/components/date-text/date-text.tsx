import { enUS, es, type Locale } from 'date-fns/locale';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimePattern, formatDate, formatDateTime } from '@/lib/dates';

/** The member's date format (spec §9); the app provides it from the signed-in user. */
export const DateFormatContext = createContext<string | null>(null);

const locales: Record<string, Locale> = { en: enUS, es };

/** Month and day names follow the interface language. */
export function useDateLocale(): Locale {
  const { i18n } = useTranslation();
  return locales[(i18n.resolvedLanguage ?? 'en').slice(0, 2)] ?? enUS;
}

export function DateText({
  value,
  withTime = false,
}: {
  value: string | null | undefined;
  withTime?: boolean;
}) {
  const format = useContext(DateFormatContext);
  const locale = useDateLocale();
  if (!value) return null;
  const text = withTime
    ? formatDateTime(value, dateTimePattern(format, locale.code), locale)
    : formatDate(value, format, locale);
  return <time dateTime={value}>{text}</time>;
}

/** For dates inside sentences: a formatter bound to the member's format and language. */
export function useFormatDate(): (value: string | null | undefined) => string {
  const format = useContext(DateFormatContext);
  const locale = useDateLocale();
  return (value) => formatDate(value, format, locale);
}

/** For a date and time inside a sentence (until when something is held). */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const format = useContext(DateFormatContext);
  const locale = useDateLocale();
  return (value) => formatDateTime(value, dateTimePattern(format, locale.code), locale);
}

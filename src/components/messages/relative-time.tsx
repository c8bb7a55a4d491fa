import { useContext } from 'react';
import { DateFormatContext, useDateLocale } from '@/components/date-text/date-text';
import { dateFnsPattern, dateTimePattern, formatDateTime } from '@/lib/dates';
import { relativeDate } from '@/lib/relative-date';

/** "5 minutes ago" within a week, else the date; the full date and time on hover. */
export function RelativeTime({ value }: { value: string }) {
  const format = useContext(DateFormatContext);
  const locale = useDateLocale();
  return (
    <time
      dateTime={value}
      title={formatDateTime(value, dateTimePattern(format, locale.code), locale)}
    >
      {relativeDate(value, new Date(), dateFnsPattern(format, locale.code), locale)}
    </time>
  );
}

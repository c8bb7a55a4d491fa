import { DateText } from '@/components/date-text/date-text';

/** When an event runs, in the member's date format and the device's time zone. */
export function EventDates({ start, end }: { start: string; end: string | null }) {
  return (
    <>
      <DateText value={start} withTime />
      {end && (
        <>
          {' – '}
          <DateText value={end} withTime />
        </>
      )}
    </>
  );
}

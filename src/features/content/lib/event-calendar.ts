import { createEvent } from 'ics';

/** What a calendar entry needs of an event (spec §3 Event). */
export type CalendarEvent = {
  id: number;
  title: string;
  venue: string | null;
  about: string | null;
  startDate: string;
  endDate: string | null;
  updatedAt: string;
};

// An event without an end is entered as one hour long, as calendar apps do by default.
const defaultLengthMs = 60 * 60 * 1000;

/**
 * The event as an iCalendar file (RFC 5545) a calendar app imports, built by the `ics`
 * library on the device: times in UTC, so the app shows them in the member's own zone. The
 * UID is stable per company event, so adding it twice updates the entry instead of doubling it.
 */
export function eventToIcs(event: CalendarEvent, options: { host: string; url: string }): string {
  const start = Date.parse(event.startDate);
  const end = event.endDate ? Date.parse(event.endDate) : start + defaultLengthMs;
  const { error, value } = createEvent({
    uid: `event-${event.id}@${options.host}`,
    productId: 'member-portal/events',
    title: event.title,
    description: event.about ?? undefined,
    location: event.venue ?? undefined,
    url: options.url,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Math.max(end, start),
    endInputType: 'utc',
    endOutputType: 'utc',
    lastModified: Date.parse(event.updatedAt),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be built.');
  return foldLines(value);
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: lines longer than 75 octets are folded. `ics` counts characters, so a
 * Spanish title of accented letters came out too long; this refolds by UTF-8 octets, never
 * inside a character.
 */
function foldLines(ics: string): string {
  const unfolded = ics.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let size = 0;
      for (const char of line) {
        const bytes = encoder.encode(char).length;
        // Continuation lines start with a space, which counts towards their 75.
        if (size + bytes > 75) {
          parts.push(current);
          current = ' ';
          size = 1;
        }
        current += char;
        size += bytes;
      }
      parts.push(current);
      return parts.join('\r\n');
    })
    .join('\r\n');
}

/** A file name from the title that every system accepts. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'event'}.ics`;
}

/**
 * A map search for the venue, built on the device with no server call; an online event has
 * nowhere to show.
 */
export function mapLink(event: { venue: string | null; online: boolean }): string | null {
  if (event.online || !event.venue?.trim()) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(event.venue.trim())}`;
}

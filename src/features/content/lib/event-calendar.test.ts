import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventToIcs, icsFileName, mapLink } from './event-calendar';

const convention = {
  id: 42,
  title: 'Annual convention, Miami',
  venue: 'Convention Center, Miami; Hall B',
  about: 'Two days of training, awards and the new range.\nBring your badge.',
  startDate: '2027-01-08T17:00:00.000Z',
  endDate: '2027-01-10T01:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

const parse = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, event: new ICAL.Event(vevent), vevent };
};

describe('eventToIcs', () => {
  it('builds a calendar an iCalendar parser reads back field by field', () => {
    const ics = eventToIcs(convention, {
      host: 'portal.example',
      url: 'https://portal.example/member/event/42',
    });
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const { calendar, event, vevent } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('member-portal/events');
    expect(event.uid).toBe('event-42@portal.example');
    expect(event.summary).toBe(convention.title);
    expect(event.location).toBe(convention.venue);
    expect(event.description).toBe(convention.about);
    expect(event.startDate.toJSDate().toISOString()).toBe(convention.startDate);
    expect(event.endDate.toJSDate().toISOString()).toBe(convention.endDate);
    // UTC times: the calendar app shows them in the member's own time zone.
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://portal.example/member/event/42');
  });

  it('gives an event without an end one hour', () => {
    const { event } = parse(
      eventToIcs({ ...convention, endDate: null }, { host: 'h', url: 'https://h/e' }),
    );
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(
      3_600_000,
    );
  });

  it('keeps accents and folds long lines as RFC 5545 says', () => {
    const ics = eventToIcs(
      { ...convention, title: 'Reunión regional en Madrid', about: 'á'.repeat(200) },
      { host: 'h', url: 'https://h/e' },
    );
    const { event } = parse(ics);
    expect(event.summary).toBe('Reunión regional en Madrid');
    expect(event.description).toBe('á'.repeat(200));
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });
});

describe('icsFileName', () => {
  it('makes a safe file name from any title', () => {
    expect(icsFileName('Reunión regional: Madrid / 2027')).toBe('reunion-regional-madrid-2027.ics');
    expect(icsFileName('¡¡!!')).toBe('event.ics');
  });
});

describe('mapLink', () => {
  it('searches the venue on the map and skips online events', () => {
    expect(mapLink({ venue: 'Espacio Nimbus, Madrid', online: false })).toBe(
      'https://www.openstreetmap.org/search?query=Espacio%20Nimbus%2C%20Madrid',
    );
    expect(mapLink({ venue: 'Online', online: true })).toBeNull();
    expect(mapLink({ venue: '  ', online: false })).toBeNull();
  });
});

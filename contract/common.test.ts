import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  contactInputFields,
  cursorListQueryWire,
  cursorPageWire,
  dayOf,
  daySpanFields,
  dayWire,
  int4IdTextWire,
  int4IdWire,
  int4Max,
} from './common';

describe('dayWire', () => {
  it('accepts real days in the supported years', () => {
    for (const day of ['1900-01-01', '2024-02-29', '2999-12-31'])
      expect(dayWire.safeParse(day).success, day).toBe(true);
  });

  it('refuses impossible days and days the database cannot hold, with one message', () => {
    for (const day of ['2026-13-01', '2026-02-30', '9999-12-31', '0000-01-01', '2026-1-1', ''])
      expect(dayWire.safeParse(day).error?.issues, day).toHaveLength(1);
    expect(dayOf('Pick a day.').safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Pick a day.',
    );
  });
});

describe('int4 ids', () => {
  it('keeps ids within a PostgreSQL integer', () => {
    expect(int4IdWire().safeParse(int4Max).success).toBe(true);
    for (const bad of [int4Max + 1, 2 ** 53, 0, -1, 1.5, '1'])
      expect(int4IdWire().safeParse(bad).success, String(bad)).toBe(false);
    expect(int4IdTextWire().safeParse('7').data).toBe(7);
    expect(int4IdTextWire().safeParse('2147483648').success).toBe(false);
  });
});

describe('list fragments', () => {
  it('builds a cursor page of rows and the next page link, in that order', () => {
    const page = cursorPageWire(z.object({ id: z.number() }));
    expect(Object.keys(page.shape)).toEqual(['items', 'next_page_url']);
    expect(page.parse({ items: [{ id: 1 }], next_page_url: null }).items).toEqual([{ id: 1 }]);
    expect(page.safeParse({ items: [{ id: 'x' }], next_page_url: null }).success).toBe(false);
    expect(page.extend({ totals: z.number() }).shape).toHaveProperty('totals');
  });

  it('puts the cursor after the common query parameters', () => {
    expect(Object.keys(cursorListQueryWire.shape)).toEqual([
      'route',
      'load_modules',
      'demo_plan',
      'cursor',
    ]);
    expect(cursorListQueryWire.safeParse({ cursor: 'x'.repeat(201) }).success).toBe(false);
  });

  it('types both ends of a day span alike', () => {
    const span = z.object(daySpanFields(dayWire.optional()));
    expect(span.parse({})).toEqual({});
    expect(span.safeParse({ start_date: '2026-02-30' }).success).toBe(false);
  });

  it('lets a contact clear its e-mail and phone with an empty string', () => {
    const contact = z.object(contactInputFields);
    expect(contact.parse({ email: '', phone: '' })).toEqual({ email: '', phone: '' });
    expect(contact.parse({})).toEqual({});
    expect(contact.safeParse({ email: 'not mail' }).error?.issues[0]?.message).toBe(
      'Enter a valid e-mail address.',
    );
    expect(contact.safeParse({ phone: '12' }).error?.issues[0]?.message).toBe(
      'Enter a valid phone number.',
    );
  });
});

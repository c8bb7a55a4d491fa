import { z } from 'zod';
import { firstDay, isSupportedDay, lastDay } from './calendar';
import { maxCursorLength } from './constants';

/** Money travels as a decimal string in the company's base currency ("1234.50"): never a float. */
export const moneyWire = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Instants travel as ISO-8601 strings. */
export const instantWire = z.string();

/** The largest value of a PostgreSQL `integer` (int4): serial ids and integer columns. */
export const int4Max = 2_147_483_647;

/**
 * The id of a row in an `integer` (serial) table: countries, zones, packages, products,
 * ranks, categories. Past int4 it names no row, and PostgreSQL would refuse the comparison.
 */
export const int4IdWire = (message = 'Choose an item from the list.') =>
  z.number({ error: message }).int(message).positive(message).max(int4Max, message);

/** The same id sent as text, as a query value or a form's select does. */
export const int4IdTextWire = (message = 'Choose an item from the list.') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(int4Max, message);

const dayMessage = `Use a real date from ${firstDay} to ${lastDay}, written yyyy-MM-dd.`;

/**
 * A calendar day (yyyy-MM-dd) that exists, within the years the API accepts
 * (contract/calendar.ts): the one type of every date parameter and body field, so no 30
 * February, month 13 or year 9999 reaches date arithmetic or the database. A form may say it
 * in its own words.
 */
export const dayOf = (message = dayMessage) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: message, abort: true })
    .refine(isSupportedDay, { error: message });

export const dayWire = dayOf();

/** Query parameters every call may carry (spec §7 "Common to all calls"). */
export const commonQueryWire = z.object({
  route: z.string().max(300).optional(),
  load_modules: z.enum(['0', '1']).optional(),
  demo_plan: z.string().max(50).optional(),
});
export type CommonQueryWire = z.infer<typeof commonQueryWire>;

/** A list call's cursor (or the downline report's page) query value; absent on the first page. */
export const cursorQueryWire = z.string().max(maxCursorLength).optional();

export const emptyBodyWire = z.object({}).loose().optional();

/** Spec §5: sort direction is only asc or desc. */
export const sortWire = z.enum(['asc', 'desc'], { error: 'Sort must be asc or desc.' });

/** Spec §7 date_range values; `custom` takes start_date and end_date, `all` (or none) no bounds. */
export const dateRangeValues = [
  'all',
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'last_7_days',
  'last_30_days',
  'this_year',
  'custom',
] as const;
export const dateRangeWire = z.enum(dateRangeValues, {
  error: `date_range must be one of ${dateRangeValues.join(', ')}.`,
});
export type DateRangeWire = z.infer<typeof dateRangeWire>;

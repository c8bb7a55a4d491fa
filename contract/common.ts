import { z } from 'zod';
import { firstDay, isSupportedDay, lastDay } from './calendar';
import { binaryLegs, maxCursorLength } from './constants';

/** Money travels as a decimal string in the company's base currency ("1234.50"): never a float. */
export const moneyWire = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Instants travel as ISO-8601 strings. */
export const instantWire = z.string();

/** A binary leg: L or R. */
export const binaryLegWire = z.enum(binaryLegs);

/** A person's name as members and contacts carry it; the last name may be missing. */
export const personNameFields = { first_name: z.string(), last_name: z.string().nullable() };

/** A member as other members see them named: id, username and name. */
export const memberSummaryFields = {
  id: z.number().int(),
  username: z.string(),
  ...personNameFields,
};

/** A member's volumes (spec §3): personal, team and commission volume, as JSON numbers. */
export const memberVolumeFields = { pv: z.number(), tv: z.number(), cv: z.number() };

/** The rank a member holds, as lists show it; all null before the first rank. */
export const rankBadgeFields = {
  rank_id: z.number().int().nullable(),
  rank_name: z.string().nullable(),
  rank_icon: z.string().nullable(),
};

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

/**
 * The e-mail address and phone number a member types for a contact of theirs (a lead, a
 * customer): both optional, and '' clears them.
 */
export const contactInputFields = {
  email: z
    .union([z.literal(''), z.email('Enter a valid e-mail address.').max(150)])
    .optional()
    .nullable(),
  phone: z
    .union([z.literal(''), z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number.')])
    .optional()
    .nullable(),
};

/** Query parameters every call may carry (spec §7 "Common to all calls"). */
export const commonQueryWire = z.object({
  route: z.string().max(300).optional(),
  load_modules: z.enum(['0', '1']).optional(),
  demo_plan: z.string().max(50).optional(),
});
export type CommonQueryWire = z.infer<typeof commonQueryWire>;

/** A list call's cursor (or the downline report's page) query value; absent on the first page. */
export const cursorQueryWire = z.string().max(maxCursorLength).optional();

/** The query of a cursor-paged list call: the common parameters and the cursor. */
export const cursorListQueryWire = commonQueryWire.extend({ cursor: cursorQueryWire });

/** A list's free-text filter. */
export const searchQueryWire = z
  .string()
  .max(100, 'Search with at most 100 characters.')
  .optional();

/** Where the next page of a list is (its cursor in the query); null on the last page. */
export const nextPageUrlWire = z.string().nullable();

/**
 * One page of a cursor-paged list: its rows and the link to the next page. A list that sends
 * more beside its rows (labels, totals) extends it.
 */
export const cursorPageWire = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), next_page_url: nextPageUrlWire });

/** A span of days, both included, in a query or an answer: start_date and end_date. */
export const daySpanFields = <Day extends z.ZodType>(day: Day) => ({
  start_date: day,
  end_date: day,
});

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

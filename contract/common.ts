import { z } from 'zod';
import { maxCursorLength } from './constants';

/** Money travels as a decimal string in the company's base currency ("1234.50"): never a float. */
export const moneyWire = z.string().regex(/^-?\d+(\.\d+)?$/);

/** Instants travel as ISO-8601 strings. */
export const instantWire = z.string();

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

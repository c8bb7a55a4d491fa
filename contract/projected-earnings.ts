import { z } from 'zod';
import { instantWire, moneyWire } from './common';
import { labelsWire } from './wallet';

/**
 * Projected earnings (issue 33 point 3): what the open period pays the member of the token if
 * it closed now, by bonus type. Money is decimal strings in the base currency, gross before
 * tax and service charge and net after them, like the rest of the earnings calls.
 *
 *   earned + at_close = projected     (each bonus type, gross and net)
 */

/** No parameters: the member comes from the token and the period is the open one. */
export const projectedEarningsQueryWire = z.strictObject(
  {},
  { error: 'This call takes no parameters: the member is the one signed in.' },
);

const amountsWire = z.object({ gross: moneyWire, net: moneyWire });

const projectionLineWire = z.object({
  bonus_type: z.string(),
  /** Already paid in the period. */
  earned: amountsWire,
  /** What closing the period now would still pay. */
  at_close: amountsWire,
  projected: amountsWire,
});
export type ProjectionLineWire = z.infer<typeof projectionLineWire>;

export const projectedEarningsWire = z.object({
  /** Always true: these figures are a projection, not money paid. */
  projected: z.literal(true),
  period: z.enum(['daily', 'weekly', 'monthly']),
  period_key: z.string(),
  /** The instants the open period covers, [starts_at, ends_at), in UTC. */
  starts_at: instantWire,
  ends_at: instantWire,
  /** The instant the projection was computed for ("if the period closed now"). */
  as_of: instantWire,
  /** One line per bonus type with anything earned or due; none when the period pays nothing. */
  lines: z.array(projectionLineWire),
  total: amountsWire,
  bonus_labels: labelsWire,
});
export type ProjectedEarningsWire = z.infer<typeof projectedEarningsWire>;

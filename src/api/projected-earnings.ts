import { get } from './http';
import { projectedEarningsWire, type ProjectionLineWire } from '@contract/projected-earnings';

// GET /api/earnings/projection (issue 33 point 3): the open period "if it closed now", mapped
// to camelCase. Amounts are base-currency decimal strings; the screens convert them.

type Amounts = { gross: string; net: string };

type ProjectionLine = {
  bonusType: string;
  earned: Amounts;
  atClose: Amounts;
  projected: Amounts;
};

export type ProjectedEarnings = {
  period: 'daily' | 'weekly' | 'monthly';
  periodKey: string;
  startsAt: string;
  endsAt: string;
  asOf: string;
  lines: ProjectionLine[];
  total: Amounts;
  bonusLabels: Record<string, string>;
};

const toLine = (w: ProjectionLineWire): ProjectionLine => ({
  bonusType: w.bonus_type,
  earned: w.earned,
  atClose: w.at_close,
  projected: w.projected,
});

export async function getProjectedEarnings(): Promise<ProjectedEarnings> {
  const w = await get('/api/earnings/projection', { schema: projectedEarningsWire });
  return {
    period: w.period,
    periodKey: w.period_key,
    startsAt: w.starts_at,
    endsAt: w.ends_at,
    asOf: w.as_of,
    lines: w.lines.map(toLine),
    total: w.total,
    bonusLabels: w.bonus_labels,
  };
}

import type { ProjectedEarningsWire } from '../../contract/projected-earnings';
import { minorToDecimal } from '../../contract/money';
import type { PeriodProjection } from '../engine';
import { bonusLabels } from '../wallet';

const amounts = (a: { grossMinor: number; netMinor: number }) => ({
  gross: minorToDecimal(a.grossMinor),
  net: minorToDecimal(a.netMinor),
});

export const toProjectionWire = (p: PeriodProjection): ProjectedEarningsWire => ({
  projected: true,
  period: p.period,
  period_key: p.periodKey,
  starts_at: p.start.toISOString(),
  ends_at: p.end.toISOString(),
  as_of: p.asOf.toISOString(),
  lines: p.lines.map((l) => ({
    bonus_type: l.bonusType,
    earned: amounts(l.earned),
    at_close: amounts(l.atClose),
    projected: amounts(l.projected),
  })),
  total: amounts(p.total),
  bonus_labels: bonusLabels,
});

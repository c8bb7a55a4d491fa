import type { EarningLineWire, EarningsAnalyticsWire } from '../../contract/earnings-analytics';
import { minorToDecimal } from '../../contract/money';
import type { EarningLine, EarningsAnalytics } from './earnings-analytics-service';
import { bonusLabels, toEarningWire } from '../wallet';

const sum = (s: { totalMinor: number; count: number }) => ({
  total: minorToDecimal(s.totalMinor),
  count: s.count,
});

export const toAnalyticsWire = (a: EarningsAnalytics): EarningsAnalyticsWire => ({
  start_date: a.startDate,
  end_date: a.endDate,
  bucket: a.bucket,
  buckets: a.buckets.map((b) => ({ date: b.date, start_date: b.startDate, end_date: b.endDate })),
  by_type_over_time: a.byTypeOverTime.map((c) => ({
    date: c.date,
    bonus_type: c.bonusType,
    total: minorToDecimal(c.totalMinor),
  })),
  by_type: a.byType.map((t) => ({ bonus_type: t.bonusType, ...sum(t) })),
  by_leg: a.byLeg.map((l) => ({ leg: l.leg, ...sum(l) })),
  by_level: a.byLevel.map((l) => ({ level: l.level, ...sum(l) })),
  by_source: a.bySource.map((s) => ({
    member_id: s.memberId,
    username: s.username,
    first_name: s.firstName,
    last_name: s.lastName,
    ...sum(s),
  })),
  total: minorToDecimal(a.total.totalMinor),
  count: a.total.count,
  bonus_labels: bonusLabels,
});

export const toLineWire = (l: EarningLine): EarningLineWire => ({
  ...toEarningWire(l),
  from_member_id: l.fromMemberId,
  leg: l.leg,
});

import { describe, expect, it } from 'vitest';
import {
  bySource,
  conversionByMonth,
  funnel,
  furthestStage,
  medianDaysToEnrol,
  monthsUpTo,
  type LeadFacts,
} from './crm';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const lead = (p: Partial<LeadFacts>): LeadFacts => ({
  createdAt: day('2026-10-05'),
  source: 'social',
  maxStage: 0,
  contactedAt: null,
  enrolledAt: null,
  ...p,
});

describe('crm maths', () => {
  it('keeps the furthest stage a lead reached, also once lost', () => {
    expect(furthestStage(0, 'interested')).toBe(2);
    expect(furthestStage(2, 'contacted')).toBe(2);
    expect(furthestStage(2, 'lost')).toBe(2);
    expect(furthestStage(2, 'enrolled')).toBe(3);
  });

  it('counts the funnel by stages reached', () => {
    const leads = [
      lead({ maxStage: 0 }),
      lead({ maxStage: 1 }),
      lead({ maxStage: 2 }),
      lead({ maxStage: 2 }),
      lead({ maxStage: 3 }),
    ];
    expect(funnel(leads)).toEqual([
      { stage: 'new', count: 5 },
      { stage: 'contacted', count: 4 },
      { stage: 'interested', count: 3 },
      { stage: 'enrolled', count: 1 },
    ]);
  });

  it('gives the conversion of each month, zero for an empty month', () => {
    const months = monthsUpTo(day('2026-11-24'), 3);
    expect(months).toEqual(['2026-09', '2026-10', '2026-11']);
    const rows = conversionByMonth(
      [
        lead({ createdAt: day('2026-10-01'), enrolledAt: day('2026-10-20') }),
        lead({ createdAt: day('2026-10-31') }),
        lead({ createdAt: day('2026-10-15') }),
        lead({ createdAt: day('2026-11-02'), enrolledAt: day('2026-11-10') }),
        lead({ createdAt: day('2025-10-02'), enrolledAt: day('2025-10-10') }),
      ],
      months,
    );
    expect(rows).toEqual([
      { month: '2026-09', leads: 0, enrolled: 0, rate: 0 },
      { month: '2026-10', leads: 3, enrolled: 1, rate: 1 / 3 },
      { month: '2026-11', leads: 1, enrolled: 1, rate: 1 },
    ]);
  });

  it('groups leads and enrolments by source, every source listed', () => {
    const rows = bySource([
      lead({ source: 'event', enrolledAt: day('2026-11-01') }),
      lead({ source: 'event' }),
      lead({ source: 'cold' }),
    ]);
    expect(rows.find((r) => r.source === 'event')).toEqual({
      source: 'event',
      leads: 2,
      enrolled: 1,
    });
    expect(rows.find((r) => r.source === 'website')).toEqual({
      source: 'website',
      leads: 0,
      enrolled: 0,
    });
    expect(rows).toHaveLength(6);
  });

  it('takes the median days from first contact to enrolment', () => {
    expect(medianDaysToEnrol([lead({})])).toBeNull();
    expect(
      medianDaysToEnrol([
        lead({ contactedAt: day('2026-10-01'), enrolledAt: day('2026-10-11') }),
        lead({ contactedAt: day('2026-10-01'), enrolledAt: day('2026-10-04') }),
        // No first contact recorded: counted from the lead's creation.
        lead({ createdAt: day('2026-10-01'), enrolledAt: day('2026-10-31') }),
      ]),
    ).toBe(10);
    expect(
      medianDaysToEnrol([
        lead({ contactedAt: day('2026-10-01'), enrolledAt: day('2026-10-02') }),
        lead({ contactedAt: day('2026-10-01'), enrolledAt: day('2026-10-05') }),
      ]),
    ).toBe(2.5);
  });
});

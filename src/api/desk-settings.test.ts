import { describe, expect, it } from 'vitest';
import { toDeskSetting, toSettingChangePreview } from './desk-settings';

describe('desk settings wire mapping', () => {
  it('maps a setting with its input, value and scheduled changes', () => {
    expect(
      toDeskSetting({
        key: 'unilevel.rates',
        area: 'plan',
        input: { type: 'percent_list', max_items: 20 },
        value: [10, 5],
        earliest_from: '2026-11-28T00:00:00.000Z',
        period: 'daily',
        scheduled: [
          {
            id: 3,
            key: 'unilevel.rates',
            value: [12, 5],
            effective_from: '2026-12-01T00:00:00.000Z',
            created_at: '2026-11-27T10:00:00.000Z',
            created_by: 'admin',
          },
        ],
      }),
    ).toEqual({
      key: 'unilevel.rates',
      area: 'plan',
      input: { type: 'percentList', maxItems: 20 },
      value: [10, 5],
      earliestFrom: '2026-11-28T00:00:00.000Z',
      period: 'daily',
      scheduled: [
        {
          id: 3,
          key: 'unilevel.rates',
          value: [12, 5],
          effectiveFrom: '2026-12-01T00:00:00.000Z',
          createdAt: '2026-11-27T10:00:00.000Z',
          createdBy: 'admin',
        },
      ],
    });
  });

  it('keeps a number input’s range and maps a preview', () => {
    const s = toDeskSetting({
      key: 'payout.fee_percent',
      area: 'payout',
      input: { type: 'number', min: 0, max: 100, nullable: false },
      value: 1,
      earliest_from: '2026-11-27T10:00:00.000Z',
      period: null,
      scheduled: [],
    });
    expect(s.input).toEqual({ type: 'number', min: 0, max: 100, nullable: false });
    expect(
      toSettingChangePreview({
        key: 'binary.percent',
        old_value: 10,
        new_value: 12,
        effective_from: '2026-11-28T00:00:00.000Z',
        first_period: '2026-11-28',
        earliest_from: '2026-11-28T00:00:00.000Z',
      }),
    ).toEqual({
      key: 'binary.percent',
      oldValue: 10,
      newValue: 12,
      effectiveFrom: '2026-11-28T00:00:00.000Z',
      firstPeriod: '2026-11-28',
      earliestFrom: '2026-11-28T00:00:00.000Z',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { json, mockFetchPerTest } from './test-fetch';
import { getRankProgress } from './rank-progress';

const ann = { id: 7, username: 'ann', first_name: 'Ann', last_name: 'Lee', level: 1 };

const { fetchMock } = mockFetchPerTest();

describe('getRankProgress', () => {
  it('maps every criterion and its closers to camelCase', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        next_rank: { id: 2, name: 'Silver', bonus: '150.00' },
        criteria: [
          {
            key: 'licensed_legs',
            required: 2,
            actual: 1,
            missing: 1,
            met: false,
            closers: [{ position: 'R', top: ann, members: [{ ...ann, reason: 'no_package' }] }],
          },
          {
            key: 'licensed_downlines',
            required: 3,
            actual: 1,
            missing: 2,
            met: false,
            closers: [{ ...ann, reason: 'inactive' }],
          },
          {
            key: 'sales_volume',
            required: 500,
            actual: 100,
            missing: 400,
            met: false,
            closers: [{ position: 'L', top: null, volume: 0, weaker: true }],
          },
          {
            key: 'downline_ranks',
            required: 2,
            actual: 1,
            missing: 1,
            met: false,
            rank: { id: 1, name: 'Bronze' },
            closer_rank: null,
            closers: [ann],
          },
        ],
      }),
    );
    const p = await getRankProgress();
    const url = new URL((fetchMock.mock.calls[0] as [string])[0], 'http://localhost');
    expect(url.pathname).toBe('/api/home/rank_progress');
    const member = { id: 7, username: 'ann', firstName: 'Ann', lastName: 'Lee', level: 1 };
    expect(p).toEqual({
      nextRank: { id: 2, name: 'Silver', bonus: '150.00' },
      criteria: [
        {
          key: 'licensedLegs',
          required: 2,
          actual: 1,
          missing: 1,
          met: false,
          closers: [{ position: 'R', top: member, members: [{ ...member, reason: 'no_package' }] }],
        },
        {
          key: 'licensedDownlines',
          required: 3,
          actual: 1,
          missing: 2,
          met: false,
          closers: [{ ...member, reason: 'inactive' }],
        },
        {
          key: 'salesVolume',
          required: 500,
          actual: 100,
          missing: 400,
          met: false,
          closers: [{ position: 'L', top: null, volume: 0, weaker: true }],
        },
        {
          key: 'downlineRanks',
          required: 2,
          actual: 1,
          missing: 1,
          met: false,
          rank: { id: 1, name: 'Bronze' },
          closerRank: null,
          closers: [member],
        },
      ],
    });
  });

  it('answers no next rank at the top of the ladder', async () => {
    fetchMock.mockResolvedValueOnce(json({ next_rank: null, criteria: [] }));
    expect(await getRankProgress()).toEqual({ nextRank: null, criteria: [] });
  });
});

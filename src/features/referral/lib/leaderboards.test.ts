import { describe, expect, it } from 'vitest';
import type { DownlineReportRow } from '@/api/reports';
import { topEarners, topRecruiters } from './leaderboards';

const row = (username: string, sponsor: string | null, earnings = '0.00'): DownlineReportRow => ({
  id: username.length,
  parentId: null,
  sponsorUsername: sponsor,
  placementUsername: sponsor,
  status: 1,
  email: `${username}@example.com`,
  username,
  avatar: null,
  pv: 0,
  tv: 0,
  cv: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  rankId: null,
  rankName: null,
  rankIcon: null,
  firstName: username,
  lastName: null,
  level: 1,
  totalEarnings: earnings,
  totalLeft: 0,
  totalRight: 0,
  carryLeft: 0,
  carryRight: 0,
});

describe('topRecruiters', () => {
  const rows = [
    row('ana', 'demo'),
    row('bea', 'demo'),
    row('carl', 'ana'),
    row('dina', 'ana'),
    row('eva', 'ana'),
    row('fred', 'bea'),
  ];

  it('counts recruits per sponsor, most first, the member included without a row', () => {
    const top = topRecruiters(rows);
    expect(top.map((r) => [r.username, r.recruits])).toEqual([
      ['ana', 3],
      ['demo', 2],
      ['bea', 1],
    ]);
    expect(top[0]?.member?.email).toBe('ana@example.com');
    expect(top[1]?.member).toBeNull();
  });

  it('orders ties by username and honours the limit', () => {
    const tie = [row('x1', 'zed'), row('x2', 'amy')];
    expect(topRecruiters(tie).map((r) => r.username)).toEqual(['amy', 'zed']);
    expect(topRecruiters(rows, 1)).toHaveLength(1);
  });
});

describe('topEarners', () => {
  it('ranks by exact decimal earnings and leaves out those who earned nothing', () => {
    const rows = [
      row('a', null, '99.99'),
      row('b', null, '100.1'),
      row('c', null, '0.00'),
      row('d', null, '1000'),
      row('e', null, 'n/a'),
    ];
    expect(topEarners(rows).map((r) => r.username)).toEqual(['d', 'b', 'a']);
  });
});

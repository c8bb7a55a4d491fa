import type { DownlineReportRow } from '@/api/reports';
import { isNumeric } from '@/lib/validation';

export type Recruiter = {
  username: string;
  /** The recruiter's own row when it was among the scanned members (absent for the member). */
  member: DownlineReportRow | null;
  recruits: number;
};

/**
 * Who brought in the most members: rows grouped by their sponsor. A sponsor outside the
 * scanned rows (the member themself, at the top) still counts, just without a row.
 * Ties go to the earlier joiner's username order so the ranking is stable between loads.
 */
export function topRecruiters(rows: readonly DownlineReportRow[], limit = 10): Recruiter[] {
  const byUsername = new Map(rows.map((r) => [r.username, r]));
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.sponsorUsername) counts.set(r.sponsorUsername, (counts.get(r.sponsorUsername) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([username, recruits]) => ({
      username,
      member: byUsername.get(username) ?? null,
      recruits,
    }))
    .sort((a, b) => b.recruits - a.recruits || a.username.localeCompare(b.username))
    .slice(0, limit);
}

// Exact comparison of decimal strings: the ranking must not wobble on float rounding.
function compareMoney(a: string, b: string): number {
  const [ai = '0', af = ''] = (isNumeric(a) ? a : '0').split('.');
  const [bi = '0', bf = ''] = (isNumeric(b) ? b : '0').split('.');
  const places = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(places, '0'));
  const y = BigInt(bi + bf.padEnd(places, '0'));
  return x === y ? 0 : x < y ? -1 : 1;
}

/** The members with the highest total earnings; members who earned nothing are left out. */
export function topEarners(rows: readonly DownlineReportRow[], limit = 10): DownlineReportRow[] {
  return rows
    .filter((r) => compareMoney(r.totalEarnings, '0') > 0)
    .sort(
      (a, b) =>
        compareMoney(b.totalEarnings, a.totalEarnings) || a.username.localeCompare(b.username),
    )
    .slice(0, limit);
}

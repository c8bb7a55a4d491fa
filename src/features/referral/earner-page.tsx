import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '@/components/money/money-text';
import { fullName } from '@contract/names';
import { useTeamScan } from './api/queries';
import { Leaderboard, type LeaderboardEntry } from './components/leaderboard';
import { topEarners } from './lib/leaderboards';

/**
 * /member/referral/earner: the team members with the highest total earnings, from the
 * total_earnings of each row of the GET /api/network/downline_report team scan.
 */
export function EarnerPage() {
  const { t } = useTranslation('referral');
  const scan = useTeamScan();
  const entries = useMemo<LeaderboardEntry[]>(() => {
    const top = topEarners(scan.rows, 10);
    const best = Number(top[0]?.totalEarnings ?? 1) || 1;
    return top.map((r) => ({
      key: r.username,
      name: fullName(r.firstName, r.lastName),
      detail: `@${r.username} · ${t('levelN', { level: r.level })}${r.rankName ? ` · ${r.rankName}` : ''}`,
      value: <MoneyText amount={r.totalEarnings} />,
      // Only the bar length uses a float; the ranking itself is exact (topEarners).
      ratio: Number(r.totalEarnings) / best,
    }));
  }, [scan.rows, t]);

  return <Leaderboard board="earner" entries={entries} scan={scan} empty={t('noEarners')} />;
}

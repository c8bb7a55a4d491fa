import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/user';
import { fullName } from '@contract/names';
import { useTeamScan } from './api/queries';
import { Leaderboard, type LeaderboardEntry } from './components/leaderboard';
import { topRecruiters } from './lib/leaderboards';

/**
 * /member/referral/recruiter: who in the team sponsored the most members. Fed by the team
 * scan of GET /api/network/downline_report (sponsor_username of every row), because no
 * call ranks recruiters; the note says how much of the team was read.
 */
export function RecruiterPage({ user }: { user: User }) {
  const { t } = useTranslation('referral');
  const scan = useTeamScan();
  const entries = useMemo<LeaderboardEntry[]>(() => {
    const top = topRecruiters(scan.rows, 10);
    const best = top[0]?.recruits ?? 1;
    return top.map((r) => ({
      key: r.username,
      name:
        r.username === user.username
          ? t('you')
          : r.member
            ? fullName(r.member.firstName, r.member.lastName)
            : r.username,
      detail: `@${r.username}${r.member?.rankName ? ` · ${r.member.rankName}` : ''}`,
      value: t('recruits', { count: r.recruits }),
      ratio: r.recruits / best,
    }));
  }, [scan.rows, user.username, t]);

  return <Leaderboard board="recruiter" entries={entries} scan={scan} empty={t('noReferrals')} />;
}

import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { getDashboard, getHomeBinary } from '@/api/home';
import { getPackageData } from '@/api/home-standing';
import { homeKeys } from '@/api/query-keys';
import type { User } from '@/api/user';
import { JoinedMemberItem } from '@/components/member-list/joined-member-item';
import { MoneyText } from '@/components/money/money-text';
import { ReferralLinkCard } from './components/referral-link-card';
import { TeamFigures } from './components/team-figures';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { volumeFormat } from '@/lib/volume';

/*
 * Which call feeds what (no server changes; spec §7):
 * - the link: user.referral_link from the session;
 * - team size, left/right and default leg: GET /api/home/binary (the server's own counts);
 * - direct bonus earned and its rate: GET /api/home/packages (what referring has paid);
 * - newest joinings: GET /api/home/dashboard recent_joinings.
 * The query keys are the shared home keys, so these share the home screens' cache.
 */
export function SummaryPage({ user }: { user: User }) {
  const { t, i18n } = useTranslation('referral');
  const binary = useQuery({ queryKey: homeKeys.binary(), queryFn: getHomeBinary });
  const packages = useQuery({ queryKey: homeKeys.packages(), queryFn: getPackageData });
  const dashboard = useQuery({ queryKey: homeKeys.dashboard(), queryFn: getDashboard });
  const count = (n: number | undefined) =>
    n === undefined ? undefined : volumeFormat(i18n.resolvedLanguage ?? 'en')(n);
  const b = binary.data;
  const leg = b && (b.defaultLeg === 'L' ? t('left') : t('right'));
  const failed = [binary, packages, dashboard].find((q) => q.isError);

  return (
    <ScreenPage title={t('summary')}>
      <ReferralLinkCard link={user.referralLink} />
      {failed && (
        <Alert color="danger" variant="soft" role="alert">
          {t('loadError')} {failed.error?.message}
        </Alert>
      )}
      <TeamFigures
        figures={[
          {
            id: 'team',
            label: t('figures.team'),
            hint: t('hints.team'),
            value: b && count(b.leftDownlinesCount + b.rightDownlinesCount),
          },
          {
            id: 'left',
            label: t('figures.left'),
            hint: t('hints.left'),
            value: count(b?.leftDownlinesCount),
          },
          {
            id: 'right',
            label: t('figures.right'),
            hint: t('hints.right'),
            value: count(b?.rightDownlinesCount),
          },
          {
            id: 'default-leg',
            label: t('figures.defaultLeg'),
            hint: t('hints.defaultLeg'),
            value: leg,
          },
          {
            id: 'direct-bonus',
            label: t('figures.directBonus'),
            hint: t('hints.directBonus', { rate: packages.data?.directBonusRate ?? 0 }),
            value: packages.data && <MoneyText amount={packages.data.directBonus} />,
          },
        ]}
      />
      <Card variant="outlined" data-testid="referral-recent" sx={{ minWidth: 0 }}>
        <Typography level="title-md" component="h2">
          {t('recentJoinings')}
        </Typography>
        {dashboard.data?.recentJoinings.length === 0 && (
          <Typography level="body-sm">{t('noReferrals')}</Typography>
        )}
        <List size="sm" sx={{ '--ListItem-paddingX': 0 }}>
          {dashboard.data?.recentJoinings.map((j) => (
            <JoinedMemberItem key={j.id} joining={j} />
          ))}
        </List>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/member/referral/joinings" level="body-sm">
            {t('seeAllJoinings')}
          </Link>
          <Link component={RouterLink} to="/member/referral/recruiter" level="body-sm">
            {t('recruiter')}
          </Link>
          <Link component={RouterLink} to="/member/referral/earner" level="body-sm">
            {t('earner')}
          </Link>
        </Box>
      </Card>
    </ScreenPage>
  );
}

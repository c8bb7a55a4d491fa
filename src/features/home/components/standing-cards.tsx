import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import { Award, Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Dashboard } from '@/api/home';
import { useFormatDate } from '@/components/date-text/date-text';
import { InfoTip } from '@/components/info-tip/info-tip';
import { MoneyText } from '@/components/money/money-text';
import { touchLinkSx } from '@/lib/touch-target';

function CardHeading({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography level="body-sm" startDecorator={icon} sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
      <InfoTip text={hint} label={t('about', { name: title })} />
    </Box>
  );
}

/** The member's package, with the dates that matter and a way to the upgrade. */
export function PackageCard({ d }: { d: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" data-testid="package-card" sx={{ gap: 0.75 }}>
      <CardHeading icon={<Package size={18} />} title={t('package')} hint={t('hints.package')} />
      {d.packageName ? (
        <>
          <Typography level="title-lg">
            {d.packageName}{' '}
            {d.isHighestPackage && (
              <Chip size="sm" color="success" variant="soft">
                {t('highestPackage')}
              </Chip>
            )}
          </Typography>
          <Typography level="body-sm">
            <MoneyText amount={d.packageAmount} /> · {t('bvValue', { bv: d.packageBv ?? 0 })}
          </Typography>
          {d.packagePurchasedOn && (
            <Typography level="body-xs">
              {t('purchasedOn', { date: formatDate(d.packagePurchasedOn) })}
            </Typography>
          )}
          {d.packageExpiry && (
            <Typography level="body-xs">
              {t('expiresOn', { date: formatDate(d.packageExpiry) })}
            </Typography>
          )}
        </>
      ) : (
        <Typography level="body-md">{t('noPackage')}</Typography>
      )}
      <Link component={RouterLink} to="/member/home/package" level="body-sm" sx={touchLinkSx}>
        {d.isHighestPackage || !d.packageName ? t('seePackages') : t('seeUpgrade')}
      </Link>
    </Card>
  );
}

/** The member's rank, its bonus and when it was reached. */
export function RankCard({ d }: { d: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" data-testid="rank-card" sx={{ gap: 0.75 }}>
      <CardHeading icon={<Award size={18} />} title={t('rank')} hint={t('hints.rank')} />
      {d.rankName ? (
        <>
          <Typography
            level="title-lg"
            startDecorator={d.rankIcon ? <Avatar size="sm" src={d.rankIcon} alt="" /> : undefined}
          >
            {d.rankName}
          </Typography>
          {d.rankBonus !== null && (
            <Typography level="body-sm">
              {t('rankBonus')}: <MoneyText amount={d.rankBonus} />
            </Typography>
          )}
          {d.rankAchievedOn && (
            <Typography level="body-xs">
              {t('achievedOn', { date: formatDate(d.rankAchievedOn) })}
            </Typography>
          )}
        </>
      ) : (
        <Typography level="body-md">{t('noRank')}</Typography>
      )}
      <Link component={RouterLink} to="/member/home/rank" level="body-sm" sx={touchLinkSx}>
        {t('seeRankProgress')}
      </Link>
    </Card>
  );
}

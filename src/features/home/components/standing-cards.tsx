import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { Award, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../api/home';
import { useFormatDate } from '../../../components/date-text/date-text';
import { MoneyText } from '../../../components/money/money-text';

/** The member's package and rank, with the dates that matter. */
export function PackageCard({ d }: { d: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" data-testid="package-card" sx={{ gap: 0.75 }}>
      <Typography level="body-sm" startDecorator={<Package size={18} />} sx={{ fontWeight: 500 }}>
        {t('package')}
      </Typography>
      {d.packageName ? (
        <>
          <Typography level="title-lg">
            {d.packageName}{' '}
            {d.isHighestPackage && (
              <Chip size="sm" color="success">
                ★
              </Chip>
            )}
          </Typography>
          <Typography level="body-sm">
            <MoneyText amount={d.packageAmount} /> · {d.packageBv ?? 0} BV
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
    </Card>
  );
}

export function RankCard({ d }: { d: Dashboard }) {
  const { t } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  return (
    <Card variant="outlined" data-testid="rank-card" sx={{ gap: 0.75 }}>
      <Typography level="body-sm" startDecorator={<Award size={18} />} sx={{ fontWeight: 500 }}>
        {t('rank')}
      </Typography>
      {d.rankName ? (
        <>
          <Typography level="title-lg">{d.rankName}</Typography>
          {d.rankAchievedOn && (
            <Typography level="body-xs">
              {t('achievedOn', { date: formatDate(d.rankAchievedOn) })}
            </Typography>
          )}
        </>
      ) : (
        <Typography level="body-md">{t('noRank')}</Typography>
      )}
    </Card>
  );
}

import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpCircle, BadgeDollarSign, Layers, Percent, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PackageData } from '@/api/home-standing';
import { useFormatDate } from '@/components/date-text/date-text';
import { InfoTip } from '@/components/info-tip/info-tip';
import { MoneyText } from '@/components/money/money-text';
import { packagesQueryOptions } from './api/queries';
import { FigureGrid } from './components/figure-grid';
import { PackageList } from './components/package-list';
import { UpgradePackage } from './components/upgrade-package';
import { QueryState } from '@/components/query-state/query-state';
import { nextPackageId } from './lib/next-package';
import { formatVolume } from './lib/volume';
import { ScreenPage } from '@/components/screen-page/screen-page';

const statusColor = { active: 'success', expired: 'danger', none: 'neutral' } as const;

function Upgrade({ d }: { d: PackageData }) {
  const { t, i18n } = useTranslation('dashboard');
  const next = d.packages.find((p) => p.id === nextPackageId(d));
  return (
    <Card variant="outlined" data-testid="package-upgrade" sx={{ gap: 1 }}>
      <Typography level="title-md" component="h2" startDecorator={<ArrowUpCircle size={18} />}>
        {t('packages.upgrade')}
      </Typography>
      {d.upgradeStatus && next && d.priceDifference !== null ? (
        <Typography level="body-md" data-testid="package-upgrade-text">
          {t('packages.upgradeTo', { name: next.name })}{' '}
          <strong>
            <MoneyText amount={d.priceDifference} />
          </strong>{' '}
          {t('packages.upgradeMore')} ·{' '}
          {t('packages.pvGain', { pv: formatVolume(d.pvDifference, i18n.resolvedLanguage) })}
        </Typography>
      ) : (
        <Typography level="body-md">
          {next ? t('packages.upgradeOff') : t('packages.topPackage')}
        </Typography>
      )}
      {d.upgradeStatus && next && d.priceDifference !== null && (
        <UpgradePackage next={next} price={d.priceDifference} />
      )}
      <Typography level="body-xs" textColor="text.tertiary">
        {t('packages.hints.upgrade')}
      </Typography>
    </Card>
  );
}

/** /member/home/package: GET /api/home/packages. */
export function PackagePage() {
  const { t, i18n } = useTranslation('dashboard');
  const formatDate = useFormatDate();
  const query = useQuery(packagesQueryOptions());
  const rate = (r: number | null) =>
    r === null ? '' : ` (${formatVolume(r, i18n.resolvedLanguage)} %)`;
  /** A figure's label (with its rate, if any) and the hint that says what it means. */
  const text = (key: string, suffix = '') => ({
    label: `${t(`packages.${key}`)}${suffix}`,
    hint: t(`packages.hints.${key}`),
  });

  return (
    <ScreenPage title={t('packages.title')}>
      <QueryState query={query} errorText={t('packages.loadError')} skeletons={4}>
        {(d) => (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip
                color={statusColor[d.packageStatus]}
                variant="soft"
                data-testid="package-status"
              >
                {t(`packages.status.${d.packageStatus}`)}
              </Chip>
              <Chip
                color={d.autoshipStatus ? 'success' : 'neutral'}
                variant="soft"
                startDecorator={<Repeat size={14} />}
                data-testid="autoship-status"
              >
                {d.autoshipStatus ? t('packages.autoshipOn') : t('packages.autoshipOff')}
              </Chip>
              <InfoTip
                text={t('packages.hints.autoship')}
                label={t('about', { name: t('packages.autoship') })}
              />
              {d.currentPackageExpiry && (
                <Typography level="body-sm">
                  {t('expiresOn', { date: formatDate(d.currentPackageExpiry) })}
                </Typography>
              )}
            </Box>
            <FigureGrid
              figures={[
                {
                  testId: 'package-direct-bonus',
                  ...text('directBonus', rate(d.directBonusRate)),
                  icon: <BadgeDollarSign size={18} />,
                  color: 'success',
                  value: <MoneyText amount={d.directBonus} />,
                },
                {
                  testId: 'package-roi-bonus',
                  ...text('roiBonus', rate(d.roiBonusRate)),
                  icon: <Percent size={18} />,
                  value: <MoneyText amount={d.roiBonus} />,
                },
                {
                  testId: 'package-unilevel-bonus',
                  ...text('unilevelBonus'),
                  icon: <Layers size={18} />,
                  color: 'neutral',
                  value: <MoneyText amount={d.unilevelBonus} />,
                },
              ]}
            />
            <Upgrade d={d} />
            <PackageList
              packages={d.packages}
              currentId={d.currentPackageId}
              nextId={nextPackageId(d)}
            />
          </>
        )}
      </QueryState>
    </ScreenPage>
  );
}

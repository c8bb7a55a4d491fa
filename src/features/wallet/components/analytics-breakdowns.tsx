import { useTranslation } from 'react-i18next';
import type { EarningsAnalytics } from '@/api/earnings-analytics';
import { legFilter, levelFilter, type Drill } from '../lib/earnings-analytics';
import { AnalyticsBreakdown } from './analytics-breakdown';
import { ColumnGrid } from '@/components/layout/column-grid';
import { fullName } from '@contract/names';
import { useKeyLabel } from './use-key-label';

type Props = {
  analytics: EarningsAnalytics;
  drill: Drill;
  onSelect: (drill: Partial<Drill>) => void;
};

/** The span's earnings by bonus type, leg, level and top source members, side by side. */
export function AnalyticsBreakdowns({ analytics: a, drill, onSelect }: Props) {
  const { t } = useTranslation('wallet');
  const typeName = useKeyLabel(a.bonusLabels);
  const levelName = (level: number | 'none') =>
    level === 'none' ? t('analytics.noLevel') : t('analytics.levelN', { level });
  const onlyType = drill.on === null ? drill.type : null;
  return (
    <ColumnGrid columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}>
      <AnalyticsBreakdown
        title={t('analytics.byType')}
        testId="analytics-by-type"
        whole={a.total}
        rows={a.byType.map((x) => ({ ...x, key: x.bonusType, label: typeName(x.bonusType) }))}
        selected={onlyType}
        onSelect={(key) => onSelect({ type: key })}
      />
      <AnalyticsBreakdown
        title={t('analytics.byLeg')}
        testId="analytics-by-leg"
        color="var(--joy-palette-success-400)"
        whole={a.total}
        rows={a.byLeg.map((x) => ({
          ...x,
          key: legFilter(x.leg),
          label: t(`analytics.legs.${legFilter(x.leg)}`),
        }))}
        selected={drill.leg}
        onSelect={(key) => onSelect({ leg: key as Drill['leg'] })}
      />
      <AnalyticsBreakdown
        title={t('analytics.byLevel')}
        testId="analytics-by-level"
        color="var(--joy-palette-warning-400)"
        whole={a.total}
        rows={a.byLevel.map((x) => ({
          ...x,
          key: String(levelFilter(x.level)),
          label: levelName(levelFilter(x.level)),
        }))}
        selected={drill.level === null ? null : String(drill.level)}
        onSelect={(key) => onSelect({ level: key === 'none' ? 'none' : Number(key) })}
      />
      <AnalyticsBreakdown
        title={t('analytics.bySource')}
        testId="analytics-by-source"
        color="var(--joy-palette-primary-500)"
        chart={false}
        whole={a.total}
        rows={a.bySource.map((x) => ({
          ...x,
          key: String(x.memberId),
          label: fullName(x.firstName, x.lastName) || x.username,
          detail: x.username,
        }))}
        selected={drill.source === null ? null : String(drill.source)}
        onSelect={(key) => onSelect({ source: Number(key) })}
      />
    </ColumnGrid>
  );
}

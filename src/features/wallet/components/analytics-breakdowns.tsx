import type { ComponentProps } from 'react';
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

/** A breakdown's rows: each figure with the key it is chosen by and the label it shows. */
const rowsOf = <T,>(list: readonly T[], key: (x: T) => string, label: (x: T) => string) =>
  list.map((x) => ({ ...x, key: key(x), label: label(x) }));

/** The span's earnings by bonus type, leg, level and top source members, side by side. */
export function AnalyticsBreakdowns({ analytics: a, drill, onSelect }: Props) {
  const { t } = useTranslation('wallet');
  const typeName = useKeyLabel(a.bonusLabels);
  const levelName = (level: number | 'none') =>
    level === 'none' ? t('analytics.noLevel') : t('analytics.levelN', { level });
  const onlyType = drill.on === null ? drill.type : null;
  const breakdowns: (Omit<ComponentProps<typeof AnalyticsBreakdown>, 'testId' | 'whole'> & {
    id: string;
  })[] = [
    {
      id: 'type',
      title: t('analytics.byType'),
      rows: rowsOf(
        a.byType,
        (x) => x.bonusType,
        (x) => typeName(x.bonusType),
      ),
      selected: onlyType,
      onSelect: (key) => onSelect({ type: key }),
    },
    {
      id: 'leg',
      title: t('analytics.byLeg'),
      color: 'var(--joy-palette-success-400)',
      rows: rowsOf(
        a.byLeg,
        (x) => legFilter(x.leg),
        (x) => t(`analytics.legs.${legFilter(x.leg)}`),
      ),
      selected: drill.leg,
      onSelect: (key) => onSelect({ leg: key as Drill['leg'] }),
    },
    {
      id: 'level',
      title: t('analytics.byLevel'),
      color: 'var(--joy-palette-warning-400)',
      rows: rowsOf(
        a.byLevel,
        (x) => String(levelFilter(x.level)),
        (x) => levelName(levelFilter(x.level)),
      ),
      selected: drill.level === null ? null : String(drill.level),
      onSelect: (key) => onSelect({ level: key === 'none' ? 'none' : Number(key) }),
    },
    {
      id: 'source',
      title: t('analytics.bySource'),
      color: 'var(--joy-palette-primary-500)',
      chart: false,
      rows: a.bySource.map((x) => ({
        ...x,
        key: String(x.memberId),
        label: fullName(x.firstName, x.lastName) || x.username,
        detail: x.username,
      })),
      selected: drill.source === null ? null : String(drill.source),
      onSelect: (key) => onSelect({ source: Number(key) }),
    },
  ];
  return (
    <ColumnGrid columns={{ xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}>
      {breakdowns.map(({ id, ...b }) => (
        <AnalyticsBreakdown key={id} testId={`analytics-by-${id}`} whole={a.total} {...b} />
      ))}
    </ColumnGrid>
  );
}

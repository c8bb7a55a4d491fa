import { useTranslation } from 'react-i18next';
import type { EarningsAnalytics } from '@/api/earnings-analytics';
import type { Drill } from '../lib/earnings-analytics';
import type { DrillChip } from './analytics-lines';
import { useBucketName } from './earnings-chart';

/** The chosen filters named for the member: "Level commission", "Week of …", "Left leg"… */
export function useDrillChips(drill: Drill, analytics: EarningsAnalytics | undefined): DrillChip[] {
  const { t } = useTranslation('wallet');
  const bucketName = useBucketName(analytics?.bucket ?? 'day');
  const chips: DrillChip[] = [];
  if (drill.type !== null)
    chips.push({
      field: 'type',
      label: t(`keys.${drill.type}`, {
        defaultValue: analytics?.bonusLabels[drill.type] ?? drill.type,
      }),
    });
  if (drill.on !== null) chips.push({ field: 'on', label: bucketName(drill.on) });
  if (drill.leg !== null) chips.push({ field: 'leg', label: t(`analytics.legs.${drill.leg}`) });
  if (drill.level !== null)
    chips.push({
      field: 'level',
      label:
        drill.level === 'none'
          ? t('analytics.noLevel')
          : t('analytics.levelN', { level: drill.level }),
    });
  if (drill.source !== null) {
    const source = analytics?.bySource.find((s) => s.memberId === drill.source);
    chips.push({
      field: 'source',
      label: t('analytics.fromUser', { name: source?.username ?? `#${drill.source}` }),
    });
  }
  return chips;
}

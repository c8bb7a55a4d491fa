import Box from '@mui/joy/Box';
import { Group, Responsive, Shape, Text } from '@visx/visx';
import { useTranslation } from 'react-i18next';
import type { CriterionProgress } from '../lib/rank-progress';
import { formatVolume } from '../lib/volume';

const ROW = 46;
const BAR = 12;

type Props = { rows: CriterionProgress[]; label: (row: CriterionProgress) => string };

/** A rounded bar under a criterion's label: the track, or the fill drawn over it. */
function Track({ width, fill }: { width: number; fill: string }) {
  return <Shape.Bar x={0} y={22} width={width} height={BAR} rx={BAR / 2} fill={fill} />;
}

/**
 * One progress bar per rank criterion (visx): the track is what the rank asks for, the
 * fill what the member has, green once met. The table beside it carries the same figures
 * for screen readers and the explanations.
 */
export function RankCriteriaChart({ rows, label }: Props) {
  const { t, i18n } = useTranslation('dashboard');
  const { parentRef, width } = Responsive.useParentSize({ debounceTime: 50 });
  const height = rows.length * ROW;
  const lng = i18n.resolvedLanguage;
  const summary = rows
    .map((r) => `${label(r)}: ${formatVolume(r.achieved, lng)} / ${formatVolume(r.required, lng)}`)
    .join('; ');

  return (
    <Box
      ref={parentRef}
      // The chart's height before its width is measured: the table and the cards below do
      // not jump down when it is drawn (issue 31 point 8).
      sx={{ width: '100%', minWidth: 0, minHeight: height, lineHeight: 0 }}
      data-testid="rank-criteria-chart"
    >
      {width > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={`${t('ranks.chartAria')}: ${summary}`}
        >
          {rows.map((r, i) => {
            const y = i * ROW;
            const fillWidth = Math.max(r.ratio * width, r.achieved > 0 ? 3 : 0);
            return (
              <Group.Group
                key={`${r.key}-${r.rankName ?? ''}`}
                top={y}
                data-testid="rank-criterion-bar"
              >
                <Text.Text x={0} y={14} fontSize={13} fill="var(--joy-palette-text-secondary)">
                  {label(r)}
                </Text.Text>
                <Text.Text
                  x={width}
                  y={14}
                  fontSize={13}
                  textAnchor="end"
                  fontWeight={600}
                  fill="var(--joy-palette-text-primary)"
                >
                  {`${formatVolume(r.achieved, lng)} / ${formatVolume(r.required, lng)}`}
                </Text.Text>
                <Track width={width} fill="var(--joy-palette-background-level2)" />
                <Track
                  width={fillWidth}
                  fill={r.met ? 'var(--joy-palette-success-500)' : 'var(--joy-palette-primary-500)'}
                />
              </Group.Group>
            );
          })}
        </svg>
      )}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { Group, Scale, Shape, Text } from '@visx/visx';
import { useElementWidth } from '@/components/charts/use-element-width';
import { FiguresTable } from '@/components/figures-table/figures-table';
import type { Waterfall, WaterfallBar } from '../lib/binary-waterfall';

const HEIGHT = 190;
const TOP = 22;
const BOTTOM = 40;

const fills: Record<WaterfallBar['kind'], string> = {
  total: 'var(--joy-palette-primary-500)',
  up: 'var(--joy-palette-success-500)',
  down: 'var(--joy-palette-danger-400)',
};

type Props = {
  title: string;
  waterfall: Waterfall;
  /** The name of each bar by its key (carryIn, newVolume…). */
  labelOf: (key: string) => string;
  /** A figure in hundredths, as it is shown (volume points or money). */
  format: (hundredths: number) => string;
  /** The figures table's column names: the bar, and its figure. */
  headers: readonly [string, string];
  testId: string;
};

const signed = (b: WaterfallBar, text: string) =>
  b.kind === 'up' ? `+${text}` : b.kind === 'down' ? `−${text}` : text;

/**
 * One waterfall (visx): the opening total, each step up or down from the running total, and
 * the closing total, with a dashed line carrying the running total from bar to bar. The
 * figures table under it carries the same numbers for screen readers.
 */
export function BinaryStatementWaterfall({
  title,
  waterfall,
  labelOf,
  format,
  headers,
  testId,
}: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const bars = waterfall.bars;
  const summary = bars.map((b) => `${labelOf(b.key)} ${signed(b, format(b.value))}`).join(', ');

  return (
    <Box sx={{ minWidth: 0, display: 'grid', gap: 0.5 }} data-testid={testId}>
      <Typography level="title-sm" component="h3">
        {title}
      </Typography>
      <Box
        ref={ref}
        role="img"
        aria-label={`${title}: ${summary}`}
        data-reconciles={waterfall.reconciles}
        sx={{ height: HEIGHT, minWidth: 0 }}
      >
        {width !== null && width > 0 && (
          <Chart width={width} w={waterfall} format={format} labelOf={labelOf} />
        )}
      </Box>
      <FiguresTable
        caption={title}
        testId={`${testId}-table`}
        headers={headers}
        rows={bars.map((b) => [labelOf(b.key), signed(b, format(b.value))])}
      />
    </Box>
  );
}

function Chart({
  width,
  w,
  format,
  labelOf,
}: {
  width: number;
  w: Waterfall;
  format: (hundredths: number) => string;
  labelOf: (key: string) => string;
}) {
  const inner = HEIGHT - TOP - BOTTOM;
  const x = Scale.scaleBand<string>({
    domain: w.bars.map((b) => b.key),
    range: [0, width],
    padding: 0.28,
  });
  // An all-zero period still gets a scale: the bars sit flat on the baseline.
  const y = Scale.scaleLinear<number>({
    domain: [w.min, w.max === w.min ? w.min + 1 : w.max],
    range: [inner, 0],
  });
  const band = x.bandwidth();

  return (
    <svg width={width} height={HEIGHT} aria-hidden focusable="false">
      <Group.Group top={TOP}>
        <line
          x1={0}
          x2={width}
          y1={y(0)}
          y2={y(0)}
          stroke="var(--joy-palette-neutral-outlinedBorder)"
        />
        {w.bars.map((b, i) => {
          const left = x(b.key) ?? 0;
          const top = y(Math.max(b.from, b.to));
          const height = Math.max(Math.abs(y(b.from) - y(b.to)), b.value > 0 ? 2 : 1);
          const next = w.bars[i + 1];
          return (
            <Group.Group key={b.key}>
              <Shape.Bar
                x={left}
                y={top}
                width={band}
                height={height}
                rx={3}
                fill={fills[b.kind]}
                data-kind={b.kind}
              />
              {next && (
                <line
                  x1={left + band}
                  x2={x(next.key) ?? 0}
                  y1={y(b.to)}
                  y2={y(b.to)}
                  stroke="var(--joy-palette-text-tertiary)"
                  strokeDasharray="3 3"
                />
              )}
              <Text.Text
                x={left + band / 2}
                y={top - 6}
                textAnchor="middle"
                fontSize={12}
                fontWeight={600}
                fill="var(--joy-palette-text-primary)"
              >
                {signed(b, format(b.value))}
              </Text.Text>
              <Text.Text
                x={left + band / 2}
                y={inner + 6}
                width={band + 16}
                textAnchor="middle"
                verticalAnchor="start"
                fontSize={12}
                fill="var(--joy-palette-text-secondary)"
              >
                {labelOf(b.key)}
              </Text.Text>
            </Group.Group>
          );
        })}
      </Group.Group>
    </svg>
  );
}

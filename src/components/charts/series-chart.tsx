import Box from '@mui/joy/Box';
import { useMemo } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { lttb, pointsForWidth, type Point } from '@/lib/downsample';
import { useElementWidth } from './use-element-width';

export const chartAxisTick = { fill: 'var(--joy-palette-text-tertiary)', fontSize: 12 };
export const chartTooltipStyle = {
  background: 'var(--joy-palette-background-popup)',
  border: '1px solid var(--joy-palette-divider)',
  borderRadius: 8,
  color: 'var(--joy-palette-text-primary)',
};

type Props = {
  /** Sorted by x (e.g. epoch milliseconds of the day). */
  points: readonly Point[];
  name: string;
  height?: number;
  formatX: (x: number) => string;
  formatY?: (y: number) => string;
  /** Accessible description of the chart. */
  label: string;
  color?: string;
  testId?: string;
};

/**
 * One series as an area chart. However long the series, it is downsampled (LTTB) to about
 * two points per pixel of the chart's width, so drawing stays fast and the shape is kept.
 */
export function SeriesChart({
  points,
  name,
  height = 260,
  formatX,
  formatY = (y) => String(y),
  label,
  color = 'var(--joy-palette-primary-500)',
  testId,
}: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const data = useMemo(
    () => (width === null ? [] : lttb(points, pointsForWidth(width))),
    [points, width],
  );
  return (
    <Box
      ref={ref}
      sx={{ height, minWidth: 0 }}
      role="img"
      aria-label={label}
      data-testid={testId}
      data-points={data.length}
    >
      {width !== null && (
        <AreaChart
          width={width}
          height={height}
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--joy-palette-divider)" />
          {/* A linear axis over epoch ms: Recharts' time scale took ~2.5x the drawing time. */}
          <XAxis
            dataKey="x"
            type="number"
            domain={['dataMin', 'dataMax']}
            tick={chartAxisTick}
            tickFormatter={formatX}
            minTickGap={24}
          />
          <YAxis tick={chartAxisTick} width={60} tickFormatter={formatY} />
          <Tooltip
            contentStyle={chartTooltipStyle}
            labelFormatter={(x) => formatX(Number(x))}
            formatter={(y) => formatY(Number(y))}
          />
          <Area
            dataKey="y"
            name={name}
            type="linear"
            stroke={color}
            fill={color}
            fillOpacity={0.15}
            isAnimationActive={false}
            dot={false}
          />
        </AreaChart>
      )}
    </Box>
  );
}

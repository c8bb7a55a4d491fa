import Box from '@mui/joy/Box';
import type { ComponentProps } from 'react';
import { FigureCard } from '@/components/figure-card/figure-card';

/** The grid of the home screens' figures: two columns on a phone, three on a desktop. */
export const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** One figure of a grid: what a FigureCard shows; the grid sets the size. */
export type Figure = Omit<ComponentProps<typeof FigureCard>, 'size'>;

/**
 * The figures of one screen as cards in the home grid, in order. `columns` replaces the
 * grid's columns; `size` is that of every card.
 */
export function FigureGrid({
  figures,
  columns,
  size,
}: {
  figures: readonly Figure[];
  columns?: Record<string, string>;
  size?: ComponentProps<typeof FigureCard>['size'];
}) {
  return (
    <Box sx={columns ? { ...figureGrid, gridTemplateColumns: columns } : figureGrid}>
      {figures.map((f) => (
        <FigureCard key={f.testId} size={size} {...f} />
      ))}
    </Box>
  );
}

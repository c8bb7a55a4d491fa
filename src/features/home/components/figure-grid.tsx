import Box from '@mui/joy/Box';
import type { ComponentProps, ReactNode } from 'react';
import { FigureCard } from '@/components/figure-card/figure-card';

/** The grid of the home screens' figures: two columns on a phone, three on a desktop. */
const figureGrid = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Column layouts of the home grids for cards wider than a figure: one column on a phone. */
export const cardColumns = {
  twoFromSm: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  twoFromMd: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  threeFromLg: {
    xs: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
} as const;

/** Cards in the home grid; `columns` replaces the grid's columns. */
export function CardGrid({
  columns,
  testId,
  children,
}: {
  columns?: Record<string, string> | undefined;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={columns ? { ...figureGrid, gridTemplateColumns: columns } : figureGrid}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

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
    <CardGrid columns={columns}>
      {figures.map((f) => (
        <FigureCard key={f.testId} size={size} {...f} />
      ))}
    </CardGrid>
  );
}

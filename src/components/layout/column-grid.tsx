import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';

/** The grid's columns per breakpoint, as CSS grid-template-columns values. */
export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

/**
 * Cards side by side once the screen is wide enough, one column on a phone; each card keeps
 * its own height instead of stretching to its neighbour's, unless `stretch` asks for it.
 */
export function ColumnGrid({
  columns,
  children,
  testId,
  gap = 2,
  stretch = false,
}: {
  columns: GridColumns | string;
  children: ReactNode;
  testId?: string;
  /** The space between cells, in theme spacing units. */
  gap?: number;
  /** Cells in a row grow to the tallest one's height. */
  stretch?: boolean;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap,
        gridTemplateColumns: columns,
        alignItems: stretch ? undefined : 'start',
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

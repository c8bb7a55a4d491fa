import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';

/** The grid's columns per breakpoint, as CSS grid-template-columns values. */
export type GridColumns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

/**
 * Cards side by side once the screen is wide enough, one column on a phone; each card keeps
 * its own height instead of stretching to its neighbour's.
 */
export function ColumnGrid({
  columns,
  children,
  testId,
}: {
  columns: GridColumns;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns, alignItems: 'start' }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}

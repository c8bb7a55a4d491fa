import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';

/**
 * A row that puts its first child at the start and its last at the end (a title or tabs,
 * then their actions), wrapping onto two lines when they do not fit side by side.
 */
export function ToolbarRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        minWidth: 0,
      }}
    >
      {children}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';
import { FigureCard } from '@/components/figure-card/figure-card';

type Figure = { id: string; label: string; hint: string; value: ReactNode | undefined };

/** Labelled figures with their explanations; a figure still loading shows a skeleton. */
export function TeamFigures({ figures }: { figures: Figure[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, md: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          lg: `repeat(${Math.min(figures.length, 5)}, minmax(0, 1fr))`,
        },
      }}
    >
      {figures.map((f) => (
        <FigureCard
          key={f.id}
          testId={`referral-${f.id}`}
          label={f.label}
          hint={f.hint}
          value={f.value}
          color="neutral"
          size="h4"
        />
      ))}
    </Box>
  );
}

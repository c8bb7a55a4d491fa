import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography level="h3" component="h1">
        {title}
      </Typography>
      {subtitle && <Typography level="body-sm">{subtitle}</Typography>}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { NetworkNav } from './network-nav';

/** A network table screen: the network navigation, the screen's title and what it shows. */
export function NetworkTablePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      <NetworkNav />
      <Box>
        <Typography level="h2" component="h1">
          {title}
        </Typography>
        <Typography level="body-sm">{intro}</Typography>
      </Box>
      {children}
    </Box>
  );
}

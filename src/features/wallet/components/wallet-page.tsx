import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { WalletTabs } from './wallet-tabs';

/** Every wallet screen: the sub-page tabs, a heading and what the screen is for. */
export function WalletPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <WalletTabs />
      <Box>
        <Typography level="h2" component="h1">
          {title}
        </Typography>
        <Typography level="body-sm" textColor="text.tertiary">
          {subtitle}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

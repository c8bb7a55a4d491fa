import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';

/**
 * The frame of a member screen: its sub-navigation if it has one, the screen's one h1, a
 * line on what the screen is for, then the content, in one column that lets wide tables
 * scroll inside it rather than widen the page.
 */
export function ScreenPage({
  title,
  subtitle,
  nav,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <Typography level="h2" component="h1" tabIndex={-1} sx={{ outline: 'none' }}>
      {title}
    </Typography>
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {nav}
      {subtitle === undefined ? (
        heading
      ) : (
        <Box>
          {heading}
          <Typography level="body-sm" textColor="text.tertiary">
            {subtitle}
          </Typography>
        </Box>
      )}
      {children}
    </Box>
  );
}

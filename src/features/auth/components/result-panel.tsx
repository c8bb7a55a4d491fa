import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The end of a flow: an icon, a heading, a text and what to do next. */
export function ResultPanel({
  tone = 'success',
  title,
  children,
  next,
  actions,
}: {
  tone?: 'success' | 'warning';
  title: string;
  children?: ReactNode;
  /** The main way on: a large button to this screen (with its router state). */
  next?: { to: string; label: string; state?: unknown };
  /** Other ways on, under it. */
  actions?: ReactNode;
}) {
  const Icon = tone === 'success' ? CircleCheck : CircleX;
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}>
      <Box
        sx={{
          color: tone === 'success' ? 'success.500' : 'warning.500',
          display: 'grid',
          placeItems: 'center',
        }}
      >
        <Icon size={56} strokeWidth={1.5} aria-hidden />
      </Box>
      <Typography level="h3" component="h1">
        {title}
      </Typography>
      {children && <Typography level="body-md">{children}</Typography>}
      {(next || actions) && (
        <Box sx={{ display: 'grid', gap: 1, width: '100%', justifyItems: 'stretch' }}>
          {next && (
            <Button component={RouterLink} to={next.to} state={next.state} size="lg">
              {next.label}
            </Button>
          )}
          {actions}
        </Box>
      )}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One line of a notifications list, unread or in the history: an optional icon, the title
 * (a link to what it is about when there is one), a badge beside it, the detail, the time,
 * and an optional action at the end. Both lists share it so they read alike.
 */
export function NotificationLine({
  testId,
  unread,
  icon,
  title,
  to,
  onOpen,
  strong,
  badge,
  detail,
  time,
  action,
}: {
  testId: string;
  /** Set on the history's lines, which show read and unread ones together. */
  unread?: boolean;
  icon?: ReactNode;
  title: ReactNode;
  to: string | null;
  onOpen?: () => void;
  /** Bold for an unread line in the history; the list's own weight when left out. */
  strong?: boolean;
  badge?: ReactNode;
  detail: ReactNode;
  time: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box
      component="li"
      data-testid={testId}
      {...(unread === undefined ? {} : { 'data-unread': unread ? 'true' : 'false' })}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        py: 1,
        borderTop: '1px solid',
        borderColor: 'divider',
      }}
    >
      {icon}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            level="title-sm"
            {...(strong === undefined ? {} : { fontWeight: strong ? 'lg' : 'md' })}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {to ? (
              <Link component={RouterLink} to={to} onClick={onOpen}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {badge}
        </Box>
        {detail}
        <Typography level="body-xs" textColor="text.tertiary">
          {time}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}

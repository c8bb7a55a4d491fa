import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { rowLinkSx } from '@/components/layout/row-link';

export const mediaRowHeight = 112;

/** One line of a story or event list: the cover, the title and what follows it. */
export function MediaRow({
  to,
  image,
  title,
  children,
  badge,
  testId,
}: {
  to: string;
  image: string | null;
  title: string;
  children: ReactNode;
  badge?: ReactNode;
  testId: string;
}) {
  return (
    <Box component={Link} to={to} data-testid={testId} sx={rowLinkSx}>
      <Box
        sx={{
          flex: '0 0 auto',
          width: { xs: 96, sm: 144 },
          aspectRatio: '16 / 9',
          borderRadius: 'sm',
          overflow: 'hidden',
          bgcolor: 'background.level2',
          position: 'relative',
        }}
      >
        {/* Decorative: the title beside it says what the picture is of. */}
        {image && (
          <img
            src={image}
            alt=""
            loading="lazy"
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        {badge}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25 }}>
        <Typography level="title-sm" noWrap>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { Paperclip } from 'lucide-react';
import { Link } from 'react-router-dom';
import { rowLinkSx } from '@/components/layout/row-link';
import type { MailParty } from '@/api/mail';
import { PartyAvatar, partyName } from '@/components/messages/party-avatar';
import { RelativeTime } from '@/components/messages/relative-time';

export const mailRowHeight = 84;

/** One line of the inbox or the sent list: a link over the whole row, bold while unread. */
export function MailRow({
  to,
  party,
  prefix,
  subject,
  snippet,
  at,
  unread,
  files = 0,
  testId,
}: {
  to: string;
  party: MailParty;
  /** "To:" before the name in the sent list. */
  prefix?: string;
  subject: string;
  snippet: string;
  at: string;
  unread: boolean;
  files?: number;
  testId: string;
}) {
  const weight = unread ? 'lg' : 'md';
  return (
    <Box
      component={Link}
      to={to}
      data-testid={testId}
      data-unread={unread || undefined}
      sx={{
        ...rowLinkSx,
        bgcolor: unread ? 'background.level1' : 'transparent',
        '&:hover': { bgcolor: 'background.level2' },
      }}
    >
      <PartyAvatar party={party} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid' }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', minWidth: 0 }}>
          <Typography level="title-sm" fontWeight={weight} noWrap sx={{ flex: 1, minWidth: 0 }}>
            {prefix}
            {partyName(party)}
          </Typography>
          {files > 0 && <Paperclip size={14} aria-hidden />}
          <Typography level="body-xs" textColor="text.tertiary" sx={{ flex: 'none' }}>
            <RelativeTime value={at} />
          </Typography>
        </Box>
        <Typography
          level="body-sm"
          fontWeight={weight}
          textColor="text.primary"
          noWrap
          data-testid="mail-subject"
        >
          {subject}
        </Typography>
        <Typography level="body-sm" textColor="text.tertiary" noWrap>
          {snippet}
        </Typography>
      </Box>
    </Box>
  );
}

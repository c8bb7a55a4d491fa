import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ReactNode } from 'react';
import type { Attachment, MailParty } from '@/api/mail';
import { DateText } from '@/components/date-text/date-text';
import { AttachmentList } from './attachment-list';
import { MessageText } from './message-text';
import { PartyAvatar, partyName } from './party-avatar';

/** Who wrote a message, as its card shows them. */
export type MessageSender = {
  from: Pick<MailParty, 'kind' | 'firstName' | 'lastName' | 'avatar'>;
  /** Shown beside the name (for example "to Support"). */
  label?: ReactNode;
  mine: boolean;
};

/** One message of a conversation or a ticket: who, when, the text and the files. */
export function MessageCard({
  from,
  label,
  at,
  body,
  files,
  mine,
  footer,
}: MessageSender & {
  at: string;
  body: string;
  files: readonly Attachment[];
  footer?: ReactNode;
}) {
  return (
    <Sheet
      component="article"
      variant={mine ? 'soft' : 'outlined'}
      color="neutral"
      // The member's own messages: a tinted card with an accent edge (links keep their contrast).
      sx={{
        borderRadius: 'md',
        p: 2,
        display: 'grid',
        gap: 1,
        minWidth: 0,
        borderLeft: mine ? '4px solid' : undefined,
        borderLeftColor: mine ? 'primary.solidBg' : undefined,
      }}
      data-testid="message"
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <PartyAvatar party={from} size="sm" />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography level="title-sm" noWrap>
            {partyName(from)}
          </Typography>
          {label && (
            <Typography level="body-xs" textColor="text.tertiary" noWrap>
              {label}
            </Typography>
          )}
        </Box>
        <Typography level="body-xs" textColor="text.tertiary" sx={{ flex: 'none' }}>
          <DateText value={at} withTime />
        </Typography>
      </Box>
      <MessageText text={body} />
      <AttachmentList files={files} />
      {footer}
    </Sheet>
  );
}

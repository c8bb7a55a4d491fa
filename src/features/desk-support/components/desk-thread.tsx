import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeskTicketDetail } from '@/api/desk-support';
import { MessageCard } from '@/components/messages/message-card';

/** The ticket's messages, oldest first; a file is named (the desk does not open it here). */
export function DeskThread({ ticket }: { ticket: DeskTicketDetail }) {
  const { t } = useTranslation('desk-support');
  const m = ticket.member;
  return (
    <Box
      component="ol"
      aria-label={t('thread')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {ticket.messages.map((msg) => (
        <li key={msg.id}>
          <MessageCard
            from={
              msg.fromStaff
                ? {
                    kind: 'support',
                    firstName: msg.staffName ?? t('desk'),
                    lastName: null,
                    avatar: null,
                  }
                : { kind: 'member', firstName: m.firstName, lastName: m.lastName, avatar: null }
            }
            label={msg.fromStaff ? t('desk') : t('member')}
            mine={msg.fromStaff}
            at={msg.createdAt}
            body={msg.body}
            files={[]}
            footer={
              msg.files.length > 0 ? (
                <Typography
                  level="body-xs"
                  startDecorator={<Paperclip size={14} aria-hidden />}
                  data-testid="desk-message-files"
                >
                  {msg.files.map((f) => f.fileName).join(', ')}
                </Typography>
              ) : undefined
            }
          />
        </li>
      ))}
    </Box>
  );
}

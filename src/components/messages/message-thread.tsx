import Box from '@mui/joy/Box';
import type { Attachment } from '@/api/mail';
import { MessageCard, type MessageSender } from './message-card';

type ThreadMessage = {
  id: number;
  createdAt: string;
  body: string;
  attachments: readonly Attachment[];
};

/** The messages of a conversation or a ticket, oldest first, as an ordered list. */
export function MessageThread<M extends ThreadMessage>({
  label,
  messages,
  sender,
}: {
  label: string;
  messages: readonly M[];
  sender: (message: M) => MessageSender;
}) {
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
    >
      {messages.map((m) => (
        <li key={m.id}>
          <MessageCard {...sender(m)} at={m.createdAt} body={m.body} files={m.attachments} />
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { getSentMessage, getThread, markThreadRead } from '@/api/mail';
import { MessageCard } from '@/components/messages/message-card';
import { MessageThread } from '@/components/messages/message-thread';
import { partyName } from '@/components/messages/party-avatar';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { mailKeys, useMailRefresh } from './api/queries';
import { ReplyBox } from './components/reply-box';

function BackToMail({ to }: { to: 'inbox' | 'sent' }) {
  const { t } = useTranslation('mail');
  return (
    <Link
      component={RouterLink}
      to={`/member/mail/${to}`}
      startDecorator={<ArrowLeft size={16} aria-hidden />}
    >
      {t(to === 'inbox' ? 'backToInbox' : 'backToSent')}
    </Link>
  );
}

/** /member/mail/conversation/:id: every message in order, read on open, the reply below. */
export function ConversationPage() {
  const { t } = useTranslation('mail');
  const { id = '' } = useParams();
  const refresh = useMailRefresh();
  const query = useQuery({
    queryKey: mailKeys.thread(id),
    queryFn: ({ signal }) => getThread(id, signal),
    enabled: id !== '',
  });
  const thread = query.data;
  const unread = thread?.messages.some((m) => !m.mine && m.readAt === null) ?? false;
  const marking = useRef<number | null>(null);
  useEffect(() => {
    if (!thread || !unread || marking.current === thread.id) return;
    marking.current = thread.id;
    void markThreadRead(thread.id)
      .then((r) => refresh(r.messageCount))
      .catch(() => {
        marking.current = null;
      });
  }, [thread, unread, refresh]);

  if (id === '') return <Navigate to="/member/mail/inbox" replace />;
  return (
    <ScreenPage
      title={thread?.subject ?? t('conversation')}
      subtitle={thread ? t('withParty', { name: partyName(thread.counterpart) }) : undefined}
      nav={<BackToMail to="inbox" />}
    >
      <QueryState
        query={query}
        errorText={t('loadError')}
        notFoundText={t('conversationNotFound')}
        height={240}
      >
        {(th) => (
          <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 860 }}>
            <MessageThread
              label={t('messages')}
              messages={th.messages}
              sender={(m) => ({
                from: m.from,
                label: t('toName', { name: partyName(m.to) }),
                mine: m.mine,
              })}
            />
            <ReplyBox threadId={th.id} />
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}

/** /member/mail/sent-item/:id: one message the member sent. */
export function SentItemPage() {
  const { t } = useTranslation('mail');
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: mailKeys.sentItem(id),
    queryFn: ({ signal }) => getSentMessage(id, signal),
    enabled: id !== '',
  });
  if (id === '') return <Navigate to="/member/mail/sent" replace />;
  const m = query.data;
  return (
    <ScreenPage title={m?.subject ?? t('sent')} nav={<BackToMail to="sent" />}>
      <QueryState
        query={query}
        errorText={t('loadError')}
        notFoundText={t('conversationNotFound')}
        height={200}
      >
        {(msg) => (
          <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 860 }}>
            <MessageCard
              from={msg.from}
              label={t('toName', { name: partyName(msg.to) })}
              at={msg.createdAt}
              body={msg.body}
              files={msg.attachments}
              mine
              footer={
                <Link
                  component={RouterLink}
                  to={`/member/mail/conversation/${msg.threadId}`}
                  data-testid="open-conversation"
                >
                  {t('openConversation')}
                </Link>
              }
            />
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}

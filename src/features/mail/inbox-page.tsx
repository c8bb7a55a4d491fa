import { useTranslation } from 'react-i18next';
import { getInbox, getSent } from '@/api/mail';
import { mailKeys } from './api/queries';
import { BroadcastMuteSwitch } from './components/broadcast-mute-switch';
import { MailListPage } from './components/mail-list-page';
import { MailRow } from './components/mail-row';

/** /member/mail/inbox: conversations by the latest message received, unread in bold. */
export function InboxPage() {
  const { t } = useTranslation('mail');
  return (
    <MailListPage
      subtitle={t('inboxSubtitle')}
      testId="inbox"
      label={t('inbox')}
      queryKey={mailKeys.inbox}
      fetchPage={getInbox}
      getKey={(r) => String(r.threadId)}
      emptyText={t('noMessages')}
      aside={<BroadcastMuteSwitch />}
      renderRow={(r) => (
        <MailRow
          testId="inbox-row"
          to={`/member/mail/conversation/${r.threadId}`}
          party={r.from}
          subject={r.subject}
          snippet={r.snippet}
          at={r.receivedAt}
          unread={r.unreadCount > 0}
        />
      )}
    />
  );
}

/** /member/mail/sent: what the member wrote, newest first. */
export function SentPage() {
  const { t } = useTranslation('mail');
  return (
    <MailListPage
      subtitle={t('sentSubtitle')}
      testId="sent"
      label={t('sent')}
      queryKey={mailKeys.sent}
      fetchPage={getSent}
      getKey={(r) => String(r.id)}
      emptyText={t('noSent')}
      renderRow={(r) => (
        <MailRow
          testId="sent-row"
          to={`/member/mail/sent-item/${r.id}`}
          party={r.to}
          prefix={`${t('toPrefix')} `}
          subject={r.subject}
          snippet={r.snippet}
          at={r.createdAt}
          unread={false}
          files={r.attachmentCount}
        />
      )}
    />
  );
}

import Box from '@mui/joy/Box';
import { useTranslation } from 'react-i18next';
import { getInbox, getSent } from '@/api/mail';
import { VirtualList } from '@/components/messages/virtual-list';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { mailKeys } from './api/queries';
import { MailRow, mailRowHeight } from './components/mail-row';
import { MailTabs } from './components/mail-tabs';

/** /member/mail/inbox: conversations by the latest message received, unread in bold. */
export function InboxPage() {
  const { t } = useTranslation('mail');
  const search = useUrlSearch();
  const list = usePagedList({
    queryKey: mailKeys.inbox(search),
    fetchPage: (cursor, signal) => getInbox(search, cursor, signal),
  });
  return (
    <ScreenPage title={t('title')} subtitle={t('inboxSubtitle')} nav={<MailTabs />}>
      <Box sx={{ display: 'flex' }}>
        <UrlSearchField label={t('searchMail')} testId="mail-search" />
      </Box>
      <VirtualList
        testId="inbox"
        label={t('inbox')}
        list={list}
        rowHeight={mailRowHeight}
        getKey={(r) => String(r.threadId)}
        emptyText={search ? t('noMatches') : t('noMessages')}
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
    </ScreenPage>
  );
}

/** /member/mail/sent: what the member wrote, newest first. */
export function SentPage() {
  const { t } = useTranslation('mail');
  const search = useUrlSearch();
  const list = usePagedList({
    queryKey: mailKeys.sent(search),
    fetchPage: (cursor, signal) => getSent(search, cursor, signal),
  });
  return (
    <ScreenPage title={t('title')} subtitle={t('sentSubtitle')} nav={<MailTabs />}>
      <Box sx={{ display: 'flex' }}>
        <UrlSearchField label={t('searchMail')} testId="mail-search" />
      </Box>
      <VirtualList
        testId="sent"
        label={t('sent')}
        list={list}
        rowHeight={mailRowHeight}
        getKey={(r) => String(r.id)}
        emptyText={search ? t('noMatches') : t('noSent')}
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
    </ScreenPage>
  );
}

import Box from '@mui/joy/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailPage } from '@/api/mail';
import { VirtualList } from '@/components/messages/virtual-list';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { mailRowHeight } from './mail-row';
import { MailTabs } from './mail-tabs';

/**
 * A mailbox screen (inbox, sent): the search through the address, then the rows of the
 * search, a page at a time.
 */
export function MailListPage<T>(props: {
  subtitle: string;
  testId: string;
  label: string;
  queryKey: (search: string) => readonly unknown[];
  fetchPage: (search: string, cursor: string | null, signal: AbortSignal) => Promise<MailPage<T>>;
  getKey: (row: T) => string;
  /** When nothing is there and no search narrows it. */
  emptyText: string;
  renderRow: (row: T) => ReactNode;
  /** Beside the search: the inbox's mute switch. */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('mail');
  const search = useUrlSearch();
  const list = usePagedList({
    queryKey: props.queryKey(search),
    fetchPage: (cursor, signal) => props.fetchPage(search, cursor, signal),
  });
  return (
    <ScreenPage title={t('title')} subtitle={props.subtitle} nav={<MailTabs />}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <UrlSearchField label={t('searchMail')} testId="mail-search" />
        {props.aside}
      </Box>
      <VirtualList
        testId={props.testId}
        label={props.label}
        list={list}
        rowHeight={mailRowHeight}
        getKey={props.getKey}
        emptyText={search ? t('noMatches') : props.emptyText}
        renderRow={props.renderRow}
      />
    </ScreenPage>
  );
}

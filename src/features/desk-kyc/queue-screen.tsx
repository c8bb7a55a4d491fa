import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { getDeskKycDocuments, type DeskKycDocument } from '@/api/desk-kyc';
import { DateText } from '@/components/date-text/date-text';
import { statusColumn } from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { deskKycStatusFilters } from '@contract/desk-kyc';
import { fullName } from '@contract/names';
import { deskKycKeys } from './api/queries';
import { KycStatusChip } from './components/kyc-status-chip';
import { statusFromUrl } from './lib/queue-filter';

function useColumns(from: string): PagedColumn<DeskKycDocument>[] {
  const { t } = useTranslation('desk-kyc');
  return useMemo(
    () => [
      {
        id: 'member',
        essential: true,
        header: t('queue.member'),
        width: 280,
        value: (r) => `${fullName(r.member.firstName, r.member.lastName)} (${r.member.username})`,
        cell: (r) => (
          <Link
            component={RouterLink}
            to={String(r.id)}
            state={{ from }}
            data-testid="kyc-document-link"
          >
            {fullName(r.member.firstName, r.member.lastName)} ({r.member.username})
          </Link>
        ),
      },
      {
        id: 'category',
        essential: true,
        header: t('queue.category'),
        width: 170,
        value: (r) => r.categoryName,
      },
      statusColumn({
        header: t('queue.status'),
        width: 120,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <KycStatusChip status={r.status} />,
      }),
      {
        id: 'submitted',
        header: t('queue.submitted'),
        width: 170,
        value: (r) => r.dateCreated,
        cell: (r) => <DateText value={r.dateCreated} withTime />,
      },
      {
        id: 'decided',
        header: t('queue.updated'),
        width: 170,
        value: (r) => (r.status === 'pending' ? null : r.dateUpdated),
        cell: (r) => (r.status === 'pending' ? '—' : <DateText value={r.dateUpdated} withTime />),
      },
      { id: 'files', header: t('queue.files'), width: 80, align: 'end', value: (r) => r.fileCount },
    ],
    [t, from],
  );
}

/** /admin/kyc: members' documents, pending ones first in first out; filters in the URL. */
export function QueueScreen() {
  const { t } = useTranslation('desk-kyc');
  const [params, update] = useUrlParams();
  const status = statusFromUrl(params.get('status'));
  const member = useUrlSearch('member');
  const filter = { status, member };
  const list = usePagedList({
    queryKey: deskKycKeys.documents(filter),
    fetchPage: (cursor, signal) => getDeskKycDocuments(filter, cursor, signal),
  });
  // The detail's way back keeps the filters.
  const { search } = useLocation();
  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')}>
      <PagedTable
        testId="kyc-queue"
        label={t('queue.label')}
        list={list}
        columns={useColumns(search)}
        getRowId={(r) => String(r.id)}
        emptyText={member ? t('queue.noMatches') : t(`queue.empty.${status}`)}
        height="min(60vh, 640px)"
        toolbar={
          <>
            <Select
              size="md"
              value={status}
              onChange={(_e, next) => update({ status: next === 'pending' ? null : next })}
              slotProps={{ button: { 'aria-label': t('queue.filterStatus') } }}
              sx={{ minWidth: 170 }}
              data-testid="kyc-status-filter"
            >
              {deskKycStatusFilters.map((s) => (
                <Option key={s} value={s}>
                  {t(`filters.${s}`)}
                </Option>
              ))}
            </Select>
            <UrlSearchField
              label={t('queue.searchMember')}
              param="member"
              testId="kyc-member-search"
            />
          </>
        }
      />
    </ScreenPage>
  );
}

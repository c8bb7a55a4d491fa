import Link from '@mui/joy/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { deskMemberKeys, getDeskMembers, type DeskMember } from '@/api/desk-members';
import { useFormatDate } from '@/components/date-text/date-text';
import { dateColumn, moneyColumn, statusColumn } from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { UrlSearchField } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { MemberStatusChip } from './components/status-chip';

function useColumns(): PagedColumn<DeskMember>[] {
  const { t } = useTranslation('desk-members');
  const formatDate = useFormatDate();
  return useMemo(
    () => [
      {
        id: 'username',
        essential: true,
        header: t('columns.username'),
        width: 140,
        value: (r) => r.username,
        cell: (r) => (
          <Link component={RouterLink} to={String(r.id)} data-testid="desk-member-link">
            {r.username}
          </Link>
        ),
      },
      { id: 'name', header: t('columns.name'), width: 160, value: (r) => r.fullName },
      { id: 'email', header: t('columns.email'), width: 200, value: (r) => r.email },
      statusColumn({
        header: t('columns.status'),
        width: 100,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <MemberStatusChip status={r.status} />,
      }),
      { id: 'rank', header: t('columns.rank'), width: 110, value: (r) => r.rankName ?? '' },
      {
        id: 'package',
        header: t('columns.package'),
        width: 120,
        value: (r) => r.packageName ?? '',
      },
      dateColumn({
        id: 'joined',
        header: t('columns.joined'),
        sortable: false,
        get: (r) => r.joinedAt,
        format: formatDate,
      }),
      {
        id: 'sponsor',
        header: t('columns.sponsor'),
        width: 120,
        value: (r) => r.sponsorUsername ?? '',
      },
      moneyColumn({
        id: 'balance',
        essential: true,
        header: t('columns.balance'),
        get: (r) => r.balance,
      }),
    ],
    [t, formatDate],
  );
}

/** /admin/members: any member by username, name, email or id, the query kept in the URL. */
export function MemberSearchPage() {
  const { t } = useTranslation('desk-members');
  const [params] = useSearchParams();
  const filter = { q: params.get('q') ?? '' };
  const list = usePagedList({
    queryKey: deskMemberKeys.list(filter),
    fetchPage: (cursor, signal) => getDeskMembers(filter, cursor, signal),
  });
  return (
    <ScreenPage title={t('search.title')} subtitle={t('search.subtitle')}>
      <PagedTable
        testId="desk-members"
        label={t('search.label')}
        list={list}
        columns={useColumns()}
        getRowId={(r) => String(r.id)}
        emptyText={t('search.empty')}
        toolbar={<UrlSearchField label={t('search.field')} param="q" testId="desk-member-search" />}
      />
    </ScreenPage>
  );
}

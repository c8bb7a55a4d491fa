import Alert from '@mui/joy/Alert';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeskTickets, getSupportOperators } from '@/api/desk-support';
import { isApiError } from '@/api/http';
import { PagedTable } from '@/components/paged-table/paged-table';
import { UrlSearchField } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { ticketCategories, ticketPriorities, ticketStatuses } from '@contract/support';
import { deskSupportKeys } from './api/queries';
import { FilterSelect } from './components/filter-select';
import { SupportNav } from './components/support-nav';
import { personName, useTicketColumns } from './components/ticket-columns';
import { hasTicketFilters, readTicketFilters, ticketFiltersPatch } from './lib/ticket-filters';

/**
 * /admin/support: every member's tickets in one status, the longest waiting first, a cursor
 * page at a time and virtualised; the filters live in the address bar.
 */
export function TicketQueueScreen() {
  const { t } = useTranslation('desk-support');
  const [params, update] = useUrlParams();
  const filter = useMemo(() => readTicketFilters(params), [params]);
  const set = (patch: Partial<typeof filter>) =>
    update(ticketFiltersPatch({ ...filter, ...patch }));
  const list = usePagedList({
    queryKey: deskSupportKeys.tickets(filter),
    fetchPage: (cursor, signal) => getDeskTickets(filter, cursor, signal),
  });
  const operators = useQuery({
    queryKey: deskSupportKeys.operators(),
    queryFn: ({ signal }) => getSupportOperators(signal),
    staleTime: 5 * 60_000,
  });
  const columns = useTicketColumns();
  const refused = isApiError(list.error) && list.error.kind === 'validation';
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')} nav={<SupportNav />}>
      {refused && (
        <Alert color="warning" variant="soft" role="alert" data-testid="desk-tickets-refused">
          {list.error?.message}
        </Alert>
      )}
      <PagedTable
        testId="desk-tickets"
        label={t('title')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        emptyText={hasTicketFilters(filter) ? t('emptyFiltered') : t('empty')}
        toolbar={
          <>
            <FilterSelect
              label={t('filters.status')}
              value={filter.status}
              options={options(ticketStatuses, 'statuses')}
              onChange={(v) => set({ status: (v || 'open') as typeof filter.status })}
              testId="desk-ticket-status"
            />
            <FilterSelect
              label={t('filters.assignee')}
              value={filter.assignee}
              anyLabel={t('filters.anyone')}
              options={[
                { value: 'me', label: t('filters.me') },
                { value: 'nobody', label: t('nobody') },
                ...(operators.data ?? []).map((o) => ({
                  value: String(o.id),
                  label: personName(o),
                })),
              ]}
              onChange={(v) => set({ assignee: v })}
              testId="desk-ticket-assignee"
            />
            <FilterSelect
              label={t('filters.category')}
              value={filter.category}
              anyLabel={t('filters.anyCategory')}
              options={options(ticketCategories, 'categories')}
              onChange={(v) => set({ category: v as typeof filter.category })}
              testId="desk-ticket-category"
            />
            <FilterSelect
              label={t('filters.priority')}
              value={filter.priority}
              anyLabel={t('filters.anyPriority')}
              options={options(ticketPriorities, 'priorities')}
              onChange={(v) => set({ priority: v as typeof filter.priority })}
              testId="desk-ticket-priority"
            />
            <UrlSearchField
              param="member"
              label={t('filters.member')}
              testId="desk-ticket-member"
            />
          </>
        }
      />
    </ScreenPage>
  );
}

import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { getTickets, type TicketStatus, type TicketSummary } from '@/api/support';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { RelativeTime } from '@/components/messages/relative-time';
import { statusColumn } from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { UrlSearchField, useUrlSearch } from '@/components/paged-table/url-search-field';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { ticketStatuses } from '@contract/support';
import { supportKeys } from './api/queries';
import { SupportChannels } from './components/support-channels';
import { TicketStatusChip } from './components/ticket-status-chip';

function useColumns(): PagedColumn<TicketSummary>[] {
  const { t } = useTranslation('support');
  return useMemo(
    () => [
      // The number is what a member quotes to the desk, but the subject is what they recognise:
      // on a phone the subject (the link) and the status stay in view, the number goes behind
      // the row's details rather than being cut to "TCK-0000" (issue 31 point 10).
      { id: 'number', header: t('ticket'), width: 120, value: (r) => r.number },
      {
        id: 'subject',
        essential: true,
        header: t('subject'),
        width: 240,
        value: (r) => r.subject,
        cell: (r) => (
          <Link component={RouterLink} to={`/member/support/${r.id}`} data-testid="ticket-link">
            {r.subject}
          </Link>
        ),
      },
      statusColumn({
        header: t('status'),
        width: 150,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <TicketStatusChip status={r.status} wrap />,
      }),
      {
        id: 'category',
        header: t('category'),
        width: 130,
        value: (r) => t(`categories.${r.category}`),
      },
      {
        id: 'priority',
        header: t('priority'),
        width: 100,
        value: (r) => t(`priorities.${r.priority}`),
      },
      {
        id: 'updated',
        header: t('lastUpdate'),
        width: 140,
        value: (r) => r.updatedAt,
        cell: (r) => <RelativeTime value={r.updatedAt} />,
      },
    ],
    [t],
  );
}

function TicketList() {
  const { t } = useTranslation('support');
  const [params, update] = useUrlParams();
  const raw = params.get('status');
  const status = ticketStatuses.includes(raw as TicketStatus) ? (raw as TicketStatus) : null;
  const search = useUrlSearch();
  const filter = { status, search };
  const list = usePagedList({
    queryKey: supportKeys.tickets(filter),
    fetchPage: (cursor, signal) => getTickets(filter, cursor, signal),
  });
  return (
    <PagedTable
      testId="tickets"
      label={t('myTickets')}
      list={list}
      columns={useColumns()}
      getRowId={(r) => String(r.id)}
      emptyText={status || search ? t('noMatches') : t('noTickets')}
      // A few tickets fill a short table; many scroll inside one of at most ten rows.
      height={`${Math.min(Math.max(list.rows.length, 3), 10) * 44 + 2}px`}
      toolbar={
        <>
          <Select
            size="md"
            value={status ?? 'all'}
            onChange={(_e, next) => update({ status: next === 'all' ? null : next })}
            slotProps={{ button: { 'aria-label': t('filterStatus') } }}
            sx={{ minWidth: 190 }}
            data-testid="ticket-status-filter"
          >
            <Option value="all">{t('allStatuses')}</Option>
            {ticketStatuses.map((s) => (
              <Option key={s} value={s}>
                {t(`statuses.${s}`)}
              </Option>
            ))}
          </Select>
          <UrlSearchField label={t('searchTickets')} testId="ticket-search" />
        </>
      }
    />
  );
}

/**
 * /member/support: the member's tickets when the company runs a ticketing system, and always
 * the company's support channels (spec §2 Support; issue 13 point 2).
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  const ticketing = useLoadedModules()?.modules.ticketingSystem === true;
  return (
    <ScreenPage title={t('title')} subtitle={ticketing ? t('ticketsSubtitle') : t('subtitle')}>
      {ticketing && (
        <>
          <Box sx={{ display: 'flex' }}>
            <Button
              component={RouterLink}
              to="/member/support/new"
              startDecorator={<Plus size={16} aria-hidden />}
              data-testid="new-ticket"
            >
              {t('newTicket')}
            </Button>
          </Box>
          <TicketList />
        </>
      )}
      <Box sx={{ maxWidth: 560 }}>
        <SupportChannels />
      </Box>
    </ScreenPage>
  );
}

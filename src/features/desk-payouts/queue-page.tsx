import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDeskPayouts, type DeskPayout } from '@/api/desk-payouts';
import { useFormatDate } from '@/components/date-text/date-text';
import { RouterLink } from '@/components/form/router-link';
import { dateColumn, moneyColumn, statusColumn } from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { useUrlParams } from '@/components/paged-table/use-url-params';
import { UrlSearchField } from '@/components/paged-table/url-search-field';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { useCreateBatch } from './api/mutations';
import { deskPayoutKeys } from './api/queries';
import { BatchDialog } from './components/batch-dialog';
import { DeskStatusChip } from './components/desk-status-chip';
import { PayoutsNav } from './components/payouts-nav';
import { canBatch, deskPayoutStatuses, readQueueFilter } from './lib/queue-filter';

function useColumns(selected: Set<number>, toggle: (id: number) => void) {
  const { t } = useTranslation('desk-payouts');
  const formatDate = useFormatDate();
  return useMemo(
    (): PagedColumn<DeskPayout>[] => [
      {
        id: 'select',
        header: t('columns.select'),
        // The checkbox's width: the header is read aloud only, so no word is cut short.
        headerHidden: true,
        width: 48,
        csv: false,
        essential: true,
        value: () => null,
        cell: (r) =>
          canBatch(r) ? (
            <Checkbox
              checked={selected.has(r.id)}
              onChange={() => toggle(r.id)}
              slotProps={{ input: { 'aria-label': t('selectPayout', { id: r.id }) } }}
              data-testid={`select-${r.id}`}
            />
          ) : null,
      },
      {
        id: 'id',
        header: t('columns.id'),
        width: 80,
        essential: true,
        value: (r) => r.id,
        cell: (r) => (
          <RouterLink to={`/admin/payouts/${r.id}`} data-testid={`payout-link-${r.id}`}>
            #{r.id}
          </RouterLink>
        ),
      },
      { id: 'member', header: t('columns.member'), width: 150, value: (r) => r.username },
      statusColumn({
        header: t('columns.status'),
        width: 170,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <DeskStatusChip status={r.status} />,
      }),
      moneyColumn({
        id: 'amount',
        essential: true,
        header: t('columns.amount'),
        get: (r) => r.amount,
      }),
      moneyColumn({ id: 'fee', header: t('columns.fee'), width: 90, get: (r) => r.fee }),
      {
        id: 'approvals',
        header: t('columns.approvals'),
        width: 100,
        value: (r) => `${r.approvals}/${r.approvalsNeeded}`,
      },
      {
        id: 'destination',
        header: t('columns.destination'),
        width: 170,
        value: (r) => [t(`methods.${r.method}`, r.method), r.destination].filter(Boolean).join(' '),
      },
      dateColumn({
        id: 'created',
        header: t('columns.created'),
        sortable: false,
        get: (r) => r.dateCreated,
        format: formatDate,
      }),
    ],
    [t, formatDate, selected, toggle],
  );
}

/** /admin/payouts: the queue, filtered in the URL; approved payouts can be paid as a batch. */
export function QueuePage() {
  const { t } = useTranslation('desk-payouts');
  const [params, setParams] = useUrlParams();
  const filter = useMemo(() => readQueueFilter(params), [params]);
  const list = usePagedList({
    queryKey: deskPayoutKeys.list(filter),
    fetchPage: (cursor, signal) => getDeskPayouts(filter, cursor, signal),
  });
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [batching, setBatching] = useState(false);
  const toggle = useMemo(
    () => (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const columns = useColumns(selected, toggle);
  const create = useCreateBatch();

  const confirm = (reference: string) =>
    create.mutate(
      { payoutIds: [...selected].sort((a, b) => a - b), reference },
      {
        onSuccess: (batch) => {
          toast.success(t('batch.done', { reference: batch.reference, count: batch.payoutCount }));
          setSelected(new Set());
          setBatching(false);
        },
      },
    );

  return (
    <ScreenPage title={t('title')} subtitle={t('subtitle')} nav={<PayoutsNav />}>
      <PagedTable
        testId="desk-payouts"
        label={t('title')}
        list={list}
        columns={columns}
        getRowId={(r) => String(r.id)}
        emptyText={t('empty')}
        toolbar={
          <>
            <Select
              size="sm"
              value={filter.status ?? ''}
              onChange={(_e, status) => setParams({ status: status || null })}
              slotProps={{ button: { 'aria-label': t('statusFilter') } }}
              data-testid="status-filter"
              sx={{ minWidth: 200 }}
            >
              <Option value="">{t('allStatuses')}</Option>
              {deskPayoutStatuses.map((s) => (
                <Option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </Option>
              ))}
            </Select>
            <UrlSearchField label={t('memberFilter')} param="member" testId="member-filter" />
            <Button
              size="sm"
              disabled={selected.size === 0}
              onClick={() => {
                create.reset();
                setBatching(true);
              }}
              data-testid="create-batch"
            >
              {t('batch.open', { count: selected.size })}
            </Button>
          </>
        }
      />
      {batching ? (
        <BatchDialog
          count={selected.size}
          busy={create.isPending}
          error={create.error}
          onClose={() => setBatching(false)}
          onConfirm={confirm}
        />
      ) : null}
    </ScreenPage>
  );
}

import Link from '@mui/joy/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLinkBase } from 'react-router-dom';
import { getRecentOrders, type OrderSummary } from '@/api/orders';
import { useFormatDate } from '@/components/date-text/date-text';
import {
  dateColumn,
  moneyColumn,
  statusColumn,
  volumeColumn,
} from '@/components/paged-table/columns';
import { PagedTable } from '@/components/paged-table/paged-table';
import type { PagedColumn } from '@/components/paged-table/types';
import { usePagedList } from '@/components/paged-table/use-paged-list';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { useVolume } from '@/lib/volume';
import { OrderStatusChip } from './components/order-status-chip';

export const orderKeys = {
  all: ['orders'] as const,
  recent: () => [...orderKeys.all, 'recent'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

function useColumns(): PagedColumn<OrderSummary>[] {
  const { t } = useTranslation('store');
  const formatDate = useFormatDate();
  const volume = useVolume();
  return useMemo(
    () => [
      {
        id: 'order',
        essential: true,
        header: t('order'),
        width: 110,
        // The invoice's number, as the order's page and its invoice name it (issue 31 point 16).
        value: (r) => r.invoiceNumber,
        cell: (r) => (
          <Link component={RouterLinkBase} to={`/member/order/${r.id}`} data-testid="order-link">
            {r.invoiceNumber}
          </Link>
        ),
      },
      dateColumn({
        id: 'date',
        header: t('date'),
        width: 120,
        sortable: false,
        get: (r) => r.dateCreated,
        format: formatDate,
      }),
      statusColumn({
        header: t('status'),
        width: 120,
        label: (r) => t(`statuses.${r.status}`),
        chip: (r) => <OrderStatusChip status={r.status} />,
      }),
      { id: 'package', header: t('package'), width: 160, value: (r) => r.packages?.name ?? '' },
      moneyColumn({
        id: 'total',
        essential: true,
        header: t('total'),
        width: 110,
        get: (r) => r.total,
      }),
      volumeColumn({
        id: 'pv',
        header: t('totalPv'),
        width: 90,
        get: (r) => r.totalPv,
        format: volume,
      }),
    ],
    [t, formatDate, volume],
  );
}

/** /member/order: the member's orders, newest first, a cursor page at a time (spec §7). */
export function OrdersPage() {
  const { t } = useTranslation('store');
  const list = usePagedList({
    queryKey: orderKeys.recent(),
    fetchPage: (cursor, signal) => getRecentOrders(cursor, signal),
  });
  return (
    <ScreenPage title={t('orders')} subtitle={t('ordersSubtitle')}>
      <PagedTable
        testId="orders"
        label={t('orders')}
        list={list}
        columns={useColumns()}
        getRowId={(r) => String(r.id)}
        csvFileName="orders.csv"
        emptyText={t('noOrders')}
      />
    </ScreenPage>
  );
}

import Link from '@mui/joy/Link';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskSale } from '@/api/desk-sales';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import type { PagedColumn } from '@/components/paged-table/types';

export const sellerName = (s: DeskSale['seller']) =>
  `${s.firstName} ${s.lastName ?? ''}`.trim() || s.username;

export function useSaleColumns(): PagedColumn<DeskSale>[] {
  const { t } = useTranslation('desk-sales');
  return useMemo(
    () => [
      {
        id: 'invoice',
        essential: true,
        header: t('columns.invoice'),
        width: 140,
        value: (r) => r.invoiceNo,
        cell: (r) => (
          <Link component={RouterLink} to={`/admin/sales/${r.id}`} data-testid="desk-sale-link">
            {r.invoiceNo}
          </Link>
        ),
      },
      {
        id: 'seller',
        essential: true,
        header: t('columns.seller'),
        width: 180,
        value: (r) => `${sellerName(r.seller)} (${r.seller.username})`,
      },
      { id: 'customer', header: t('columns.customer'), width: 180, value: (r) => r.customer.name },
      {
        id: 'payment',
        header: t('columns.payment'),
        width: 150,
        value: (r) => t(`payment.${r.paymentMethod}`),
      },
      {
        id: 'total',
        essential: true,
        header: t('columns.total'),
        width: 120,
        value: (r) => r.total,
        cell: (r) => <MoneyText amount={r.total} />,
      },
      { id: 'pv', header: t('columns.pv'), width: 80, value: (r) => r.pv },
      {
        id: 'created',
        header: t('columns.created'),
        width: 160,
        value: (r) => r.createdAt,
        cell: (r) => <DateText value={r.createdAt} withTime />,
      },
    ],
    [t],
  );
}

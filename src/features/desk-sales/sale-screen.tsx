import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { getDeskSale, type DeskSale } from '@/api/desk-sales';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';
import { QueryState } from '@/components/query-state/query-state';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { deskSalesKeys } from './api/queries';
import { sellerName } from './components/sale-columns';
import { SaleSteps } from './components/sale-steps';

function Facts({ sale }: { sale: DeskSale }) {
  const { t } = useTranslation('desk-sales');
  const c = sale.customer;
  const rows: (readonly [string, ReactNode])[] = [
    [t('columns.seller'), `${sellerName(sale.seller)} (${sale.seller.username})`],
    [t('columns.customer'), [c.name, c.email, c.phone, c.address].filter(Boolean).join(' · ')],
    [t('columns.payment'), t(`payment.${sale.paymentMethod}`)],
    [t('columns.created'), <DateText key="c" value={sale.createdAt} withTime />],
    ...(sale.confirmedAt
      ? ([[t('confirmedAt'), <DateText key="p" value={sale.confirmedAt} withTime />]] as const)
      : []),
    ...(sale.cancelledAt
      ? ([[t('cancelledAt'), <DateText key="x" value={sale.cancelledAt} withTime />]] as const)
      : []),
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" level="body-sm" fontWeight="lg">
            {label}
          </Typography>
          <Typography component="dd" level="body-sm" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Lines({ sale }: { sale: DeskSale }) {
  const { t } = useTranslation('desk-sales');
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflowX: 'auto' }}>
      <Table aria-label={t('lines')} data-testid="desk-sale-lines">
        <thead>
          <tr>
            <th>{t('item')}</th>
            <th style={{ width: 70 }}>{t('quantity')}</th>
            <th style={{ width: 110 }}>{t('unitPrice')}</th>
            <th style={{ width: 110 }}>{t('columns.total')}</th>
            <th style={{ width: 70 }}>{t('columns.pv')}</th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((l) => (
            <tr key={`${l.type}:${l.id}`}>
              <td>
                {l.name} <Typography level="body-xs">{l.sku}</Typography>
              </td>
              <td>{l.quantity}</td>
              <td>
                <MoneyText amount={l.unitPrice} />
              </td>
              <td>
                <MoneyText amount={l.total} />
              </td>
              <td>{l.bv}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={3}>{t('saleTotal')}</th>
            <th>
              <MoneyText amount={sale.total} />
            </th>
            <th>{sale.pv}</th>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}

/** /admin/sales/:id: who sold what to whom, and the company's steps. */
export function SaleScreen() {
  const { t } = useTranslation('desk-sales');
  const { id = '' } = useParams();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: deskSalesKeys.sale(id),
    queryFn: ({ signal }) => getDeskSale(id, signal),
  });
  const saved = (next: DeskSale) => {
    client.setQueryData(deskSalesKeys.sale(id), next);
    void client.invalidateQueries({ queryKey: [...deskSalesKeys.all, 'list'] });
  };
  return (
    <ScreenPage
      title={query.data ? t('saleTitle', { invoice: query.data.invoiceNo }) : t('sale')}
      nav={
        <Link
          component={RouterLink}
          to="/admin/sales"
          startDecorator={<ArrowLeft size={16} aria-hidden />}
        >
          {t('backToQueue')}
        </Link>
      }
    >
      <QueryState query={query} errorText={t('loadError')} height={240}>
        {(sale) => (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
            <Box>
              <Chip variant="soft" data-testid="desk-sale-status">
                {sale.status === 'cancelled' && sale.confirmedAt
                  ? t('refunded')
                  : t(`statuses.${sale.status}`)}
              </Chip>
            </Box>
            <Facts sale={sale} />
            <Lines sale={sale} />
            <SaleSteps sale={sale} onSaved={saved} />
          </Box>
        )}
      </QueryState>
    </ScreenPage>
  );
}

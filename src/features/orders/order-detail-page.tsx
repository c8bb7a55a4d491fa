import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import GlobalStyles from '@mui/joy/GlobalStyles';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getOrder, type Address } from '@/api/orders';
import { DateText } from '@/components/date-text/date-text';
import { RouterLink } from '@/components/form/router-link';
import { ColumnGrid } from '@/components/layout/column-grid';
import { useLoadedModules } from '@/components/member-pages/use-loaded-modules';
import { MoneyText } from '@/components/money/money-text';
import { QueryState } from '@/components/query-state/query-state';
import { useVolume } from '@/lib/volume';
import { OrderStatusChip } from './components/order-status-chip';
import { orderKeys } from './orders-page';
import { fullName } from '@contract/names';

// Printing shows the invoice alone: the shell, the buttons and the page chrome stay on screen.
// Paper is white whatever the screen's mode: in dark mode the invoice's light text would print
// as pale grey on white, so print forces dark ink on a white page (issue 31 point 13).
const printInvoiceOnly = (
  <GlobalStyles
    styles={{
      '@media print': {
        'html, body': { background: '#fff !important', colorScheme: 'light' },
        'body *': { visibility: 'hidden' },
        '#invoice, #invoice *': {
          visibility: 'visible',
          color: '#111 !important',
          backgroundColor: 'transparent !important',
          borderColor: '#bbb !important',
        },
        '#invoice': {
          position: 'absolute',
          inset: 0,
          boxShadow: 'none',
          border: 0,
          backgroundColor: '#fff !important',
        },
        '[data-print-hide]': { display: 'none !important' },
      },
    }}
  />
);

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  const { t } = useTranslation('store');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography level="title-sm" component="h3">
        {title}
      </Typography>
      {address ? (
        <Typography
          level="body-sm"
          component="address"
          sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}
        >
          {[
            fullName(address.firstName, address.lastName),
            address.company,
            address.address1,
            address.address2,
            [address.postcode, address.city].filter(Boolean).join(' '),
            [address.zoneName, address.countryName].filter(Boolean).join(', '),
            address.email,
            address.phone,
          ]
            .filter(Boolean)
            .join('\n')}
        </Typography>
      ) : (
        <Typography level="body-sm">{t('noAddress')}</Typography>
      )}
    </Box>
  );
}

/** /member/order/:id: an order with its addresses, lines and totals, printable as an invoice. */
export function OrderDetailPage() {
  const { t } = useTranslation('store');
  const { id = '' } = useParams();
  const modules = useLoadedModules();
  const volume = useVolume();
  const query = useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
  });
  const company = modules?.company;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {printInvoiceOnly}
      <Box
        data-print-hide
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <RouterLink
          to="/member/order"
          level="body-sm"
          startDecorator={<ChevronLeft size={16} aria-hidden />}
        >
          {t('orders')}
        </RouterLink>
        <Button
          variant="outlined"
          startDecorator={<Printer size={18} aria-hidden />}
          onClick={() => window.print()}
          disabled={!query.data}
          data-testid="print-invoice"
        >
          {t('printInvoice')}
        </Button>
      </Box>
      <QueryState
        query={query}
        errorText={t('loadError')}
        notFoundText={t('orderNotFound')}
        height={420}
      >
        {(order) => (
          <Card variant="outlined" id="invoice" sx={{ gap: 2, minWidth: 0 }} data-testid="invoice">
            <Box
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
            >
              <Box>
                {company?.logo ? (
                  <img src={company.logo} alt={company.name} style={{ maxHeight: 50 }} />
                ) : (
                  <Typography level="title-lg">{company?.name}</Typography>
                )}
                <Typography level="body-xs">{company?.supportEmail ?? company?.email}</Typography>
              </Box>
              <Box sx={{ textAlign: { sm: 'right' } }}>
                <Typography level="h2" component="h1" data-testid="invoice-number">
                  {t('invoiceNumber', { number: order.invoiceNumber })}
                </Typography>
                <Typography level="body-sm">
                  <DateText value={order.dateCreated} />
                </Typography>
                <OrderStatusChip status={order.status} />
              </Box>
            </Box>
            <ColumnGrid columns={{ xs: '1fr', sm: '1fr 1fr 1fr' }} stretch>
              <AddressBlock title={t('billing')} address={order.billing} />
              <AddressBlock title={t('shipping')} address={order.shipping} />
              <Box>
                <Typography level="title-sm" component="h3">
                  {t('paymentMethod')}
                </Typography>
                <Typography level="body-sm">
                  {t(`paymentMethods.${order.paymentMethod}`, order.paymentMethod)}
                </Typography>
              </Box>
            </ColumnGrid>
            {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
            <Box
              role="region"
              aria-label={t('products')}
              tabIndex={0}
              sx={{
                overflowX: 'auto',
                '&:focus-visible': {
                  outline: '2px solid',
                  outlineColor: 'focusVisible',
                  outlineOffset: 2,
                },
              }}
            >
              <Table size="sm" aria-label={t('products')} sx={{ minWidth: 520 }}>
                <thead>
                  <tr>
                    <th style={{ width: 56 }} aria-label={t('image')} />
                    <th>{t('product')}</th>
                    <th>{t('sku')}</th>
                    <th style={{ textAlign: 'right' }}>{t('bv')}</th>
                    <th style={{ textAlign: 'right' }}>{t('expiry')}</th>
                    <th style={{ textAlign: 'right' }}>{t('price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.products.map((p) => (
                    <tr key={p.sku} data-testid="order-line">
                      <td>
                        {p.image && (
                          <img
                            src={p.image}
                            alt=""
                            width={40}
                            height={40}
                            style={{ objectFit: 'cover', borderRadius: 4 }}
                          />
                        )}
                      </td>
                      <td>{p.name}</td>
                      <td>{p.sku}</td>
                      <td style={{ textAlign: 'right' }}>{volume(p.bv)}</td>
                      <td style={{ textAlign: 'right' }}>
                        {p.expiry === null ? '—' : t('days', { count: p.expiry })}
                      </td>
                      <td style={{ textAlign: 'right' }}>
                        <MoneyText amount={p.price} />
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th colSpan={3} style={{ textAlign: 'right' }}>
                      {t('total')}
                    </th>
                    <td style={{ textAlign: 'right' }} data-testid="order-total-pv">
                      {volume(order.totalPv)}
                    </td>
                    <td />
                    <td style={{ textAlign: 'right', fontWeight: 700 }} data-testid="order-total">
                      <MoneyText amount={order.total} />
                    </td>
                  </tr>
                </tfoot>
              </Table>
            </Box>
          </Card>
        )}
      </QueryState>
    </Box>
  );
}

import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { useTranslation } from 'react-i18next';
import type { Sale, SaleStatus } from '@/api/sales';
import { DateText } from '@/components/date-text/date-text';
import { MoneyText } from '@/components/money/money-text';

export const saleRowHeight = 104;

const statusColor: Record<SaleStatus, 'warning' | 'success' | 'neutral'> = {
  pending: 'warning',
  confirmed: 'success',
  cancelled: 'neutral',
};

/** One sale of the history: who, what, when, how much, and its state. */
export function SaleRow({ sale, onCancel }: { sale: Sale; onCancel: (sale: Sale) => void }) {
  const { t } = useTranslation('store');
  const items = sale.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
  return (
    <Box
      data-testid="sale-row"
      data-status={sale.status}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'center', height: '100%', px: 2 }}
    >
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25 }}>
        <Typography level="title-sm" noWrap>
          {sale.customer.name}
        </Typography>
        <Typography level="body-xs" noWrap>
          {items}
        </Typography>
        <Typography level="body-xs" textColor="text.tertiary" noWrap>
          {sale.invoiceNo} · <DateText value={sale.createdAt} withTime /> ·{' '}
          {t(`sales.methods.${sale.paymentMethod}`)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5, flex: '0 0 auto' }}>
        <Typography
          level="title-sm"
          sx={{ textDecoration: sale.status === 'cancelled' ? 'line-through' : undefined }}
        >
          <MoneyText amount={sale.total} />
        </Typography>
        <Typography level="body-xs">{t('sales.pvValue', { pv: sale.pv })}</Typography>
        <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}>
          <Chip size="sm" variant="soft" color={statusColor[sale.status]}>
            {t(`sales.statuses.${sale.status}`)}
          </Chip>
          {sale.canCancel && (
            <Button
              size="sm"
              variant="plain"
              color="danger"
              onClick={() => onCancel(sale)}
              aria-label={t('sales.cancelSaleOf', { invoice: sale.invoiceNo })}
              data-testid="cancel-sale"
            >
              {t('sales.cancel')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

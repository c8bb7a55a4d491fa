import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@/api/orders';

/** The server's order statuses, each with its colour (issue 13 point 4). */
const orderStatusColor = {
  pending: 'warning',
  processing: 'primary',
  completed: 'success',
  cancelled: 'neutral',
  refunded: 'danger',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('store');
  return (
    <Chip size="sm" variant="soft" color={orderStatusColor[status]} data-testid="order-status">
      {t(`statuses.${status}`)}
    </Chip>
  );
}

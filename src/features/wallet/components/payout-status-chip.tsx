import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { PayoutStatus } from '@/api/payout';

const colors = {
  pending: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
} as const;

export function PayoutStatusChip({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation('payout');
  return (
    <Chip size="sm" variant="soft" color={colors[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Chip>
  );
}

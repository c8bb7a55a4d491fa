import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { DeskPayoutStatus } from '@/api/desk-payouts';

const colors = {
  pending: 'warning',
  awaiting_second_approval: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
} as const;

export function DeskStatusChip({ status }: { status: DeskPayoutStatus }) {
  const { t } = useTranslation('desk-payouts');
  return (
    <Chip size="sm" variant="soft" color={colors[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Chip>
  );
}

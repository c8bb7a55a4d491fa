import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { KycStatusWire } from '@contract/kyc';

const colors = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function KycStatusChip({ status }: { status: KycStatusWire }) {
  const { t } = useTranslation('desk-kyc');
  return (
    <Chip size="sm" variant="soft" color={colors[status]} data-status={status}>
      {t(`statuses.${status}`)}
    </Chip>
  );
}

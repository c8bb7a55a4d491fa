import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { DeskMember } from '@/api/desk-members';

export function MemberStatusChip({ status }: { status: DeskMember['status'] }) {
  const { t } = useTranslation('desk-members');
  return (
    <Chip size="sm" variant="soft" color={status === 'active' ? 'success' : 'danger'}>
      {t(`statuses.${status}`)}
    </Chip>
  );
}

import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@/api/support';

const colors: Record<TicketStatus, 'primary' | 'warning' | 'success' | 'neutral' | 'danger'> = {
  open: 'primary',
  in_progress: 'primary',
  waiting_for_member: 'warning',
  resolved: 'success',
  closed: 'neutral',
};

// A narrow list column lets a long status ("Esperando tu respuesta") take two lines, not "…".
const wrapSx = { maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.2 } };

/** A ticket's status in words and colour (the colour never carries the meaning alone). */
export function TicketStatusChip({
  status,
  wrap = false,
}: {
  status: TicketStatus;
  wrap?: boolean;
}) {
  const { t } = useTranslation('support');
  return (
    <Chip
      size="sm"
      variant="soft"
      color={colors[status]}
      data-testid="ticket-status"
      sx={wrap ? wrapSx : undefined}
    >
      {t(`statuses.${status}`)}
    </Chip>
  );
}

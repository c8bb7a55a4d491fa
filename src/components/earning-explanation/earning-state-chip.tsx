import Chip from '@mui/joy/Chip';
import { useTranslation } from 'react-i18next';
import type { EarningState } from '@/api/wallet';

const colors = { held: 'warning', available: 'success', reversed: 'neutral' } as const;

/**
 * An earning's state as a small labelled chip (decision 037): held until its order is paid
 * and past the return window, available once released, reversed when taken back.
 */
export function EarningStateChip({ state }: { state: EarningState }) {
  const { t } = useTranslation('wallet');
  return (
    <Chip
      size="sm"
      variant="soft"
      color={colors[state]}
      data-testid="earning-state"
      data-state={state}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t(`earningState.${state}`)}
    </Chip>
  );
}

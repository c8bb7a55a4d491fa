import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import ModalClose from '@mui/joy/ModalClose';
import Tooltip from '@mui/joy/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { CircleHelp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  explanationKeys,
  getEarningExplanation,
  type ExplanationTarget,
} from '@/api/earning-explanation';
import { QueryState } from '@/components/query-state/query-state';
import { ExplanationView } from './explanation-view';

/**
 * "Why this amount?" on an earning line: opens a drawer that explains one earning (by its
 * earnings id) or the commission a wallet transaction paid (by its ledger transaction id).
 * The explanation is fetched only when the drawer opens. In a table column (`icon`) it is an
 * icon button named by its tooltip, so a narrow column holds it in any language.
 */
export function WhyThisAmount(props: {
  earningId?: number;
  transactionId?: number;
  variant?: 'full' | 'icon';
}) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(false);
  const target: ExplanationTarget | null =
    props.earningId !== undefined
      ? { earningId: props.earningId }
      : props.transactionId !== undefined
        ? { transactionId: props.transactionId }
        : null;
  if (!target) return null;
  const drawer = open && <ExplanationDrawer target={target} onClose={() => setOpen(false)} />;
  if (props.variant === 'icon')
    return (
      <>
        <Tooltip title={t('explain.why')} variant="soft">
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label={t('explain.why')}
            onClick={() => setOpen(true)}
            data-testid="why-this-amount"
            sx={{ minWidth: 36, minHeight: 36 }}
          >
            <CircleHelp size={18} aria-hidden />
          </IconButton>
        </Tooltip>
        {drawer}
      </>
    );
  return (
    <>
      <Button
        size="sm"
        variant="plain"
        color="neutral"
        startDecorator={<CircleHelp size={16} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="why-this-amount"
        sx={{ minHeight: 36, whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('explain.why')}
      </Button>
      {drawer}
    </>
  );
}

function ExplanationDrawer({
  target,
  onClose,
}: {
  target: ExplanationTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const titleId = useId();
  const query = useQuery({
    queryKey: explanationKeys.of(target),
    queryFn: ({ signal }) => getEarningExplanation(target, signal),
    staleTime: Infinity,
  });
  return (
    <Drawer
      open
      anchor="right"
      onClose={onClose}
      slotProps={{
        content: {
          'aria-labelledby': titleId,
          ...{ 'data-testid': 'explanation-drawer' },
          sx: { width: { xs: '100%', sm: 520 }, p: 2, gap: 1.5 },
        },
      }}
    >
      <ModalClose aria-label={t('common:actions.close')} sx={{ minWidth: 44, minHeight: 44 }} />
      <DialogTitle component="h2" id={titleId}>
        {t('explain.title')}
      </DialogTitle>
      <QueryState query={query} errorText={t('explain.loadError')} skeletons={5}>
        {(x) => <ExplanationView x={x} onNavigate={onClose} />}
      </QueryState>
    </Drawer>
  );
}

import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  assignTicket,
  closeTicket,
  getSupportOperators,
  resolveTicket,
  type DeskTicketDetail,
} from '@/api/desk-support';
import { PendingButton } from '@/components/desk/pending-button';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { toast } from '@/components/toasts/toast';
import { deskSupportKeys } from '../api/queries';
import { personName } from './ticket-columns';

type Step = { kind: 'assign'; operatorId: number | null } | { kind: 'resolve' | 'close' };

const run = (id: number, step: Step) =>
  step.kind === 'assign'
    ? assignTicket(id, step.operatorId)
    : step.kind === 'resolve'
      ? resolveTicket(id)
      : closeTicket(id);

/** Who looks after the ticket, and the end of its life: resolve, then close. */
export function TicketActions({
  ticket,
  onSaved,
}: {
  ticket: DeskTicketDetail;
  onSaved: (next: DeskTicketDetail) => void;
}) {
  const { t } = useTranslation('desk-support');
  const operators = useQuery({
    queryKey: deskSupportKeys.operators(),
    queryFn: ({ signal }) => getSupportOperators(signal),
    staleTime: 5 * 60_000,
  });
  const step = useMutation({
    mutationFn: (s: Step) => run(ticket.id, s),
    onSuccess: (next, s) => {
      toast.success(t(`done.${s.kind}`));
      onSaved(next);
    },
  });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormAlert message={generalErrorMessage(step.error, [])} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-end' }}>
        <FormControl sx={{ minWidth: 220 }}>
          <FormLabel>{t('assignee')}</FormLabel>
          <Select
            value={ticket.assignee ? String(ticket.assignee.id) : 'nobody'}
            disabled={!ticket.canAssign || step.isPending}
            onChange={(_e, v) =>
              v && step.mutate({ kind: 'assign', operatorId: v === 'nobody' ? null : Number(v) })
            }
            data-testid="desk-assign"
          >
            <Option value="nobody">{t('nobody')}</Option>
            {(operators.data ?? []).map((o) => (
              <Option key={o.id} value={String(o.id)}>
                {personName(o)}
              </Option>
            ))}
          </Select>
        </FormControl>
        {ticket.canResolve && (
          <PendingButton
            variant="outlined"
            color="success"
            startDecorator={<CheckCircle2 size={16} aria-hidden />}
            pending={step.isPending && step.variables?.kind === 'resolve'}
            onClick={() => step.mutate({ kind: 'resolve' })}
            data-testid="desk-resolve"
          >
            {t('resolve')}
          </PendingButton>
        )}
        {ticket.canClose && (
          <PendingButton
            variant="outlined"
            color="neutral"
            startDecorator={<XCircle size={16} aria-hidden />}
            pending={step.isPending && step.variables?.kind === 'close'}
            onClick={() => step.mutate({ kind: 'close' })}
            data-testid="desk-close"
          >
            {t('close')}
          </PendingButton>
        )}
      </Box>
    </Box>
  );
}

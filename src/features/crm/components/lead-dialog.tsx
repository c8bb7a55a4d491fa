import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createLead, deleteLead, getLead, updateLead, type Lead, type LeadInput } from '@/api/crm';
import { isApiError } from '@/api/http';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { toast } from '@/components/toasts/toast';
import { submitOnce } from '@/components/form/submit-once';
import { crmKeys } from '../api/queries';
import { LeadForm } from './lead-form';
import { LeadTimeline } from './lead-timeline';

const blankLead: LeadInput = {
  name: '',
  email: '',
  phone: '',
  countryId: '',
  source: 'referral',
  interest: 'both',
  notes: '',
  nextFollowUp: '',
};

const inputOf = (l: Lead): LeadInput => ({
  name: l.name,
  email: l.email ?? '',
  phone: l.phone ?? '',
  countryId: l.countryId === null ? '' : String(l.countryId),
  source: l.source,
  interest: l.interest,
  notes: l.notes ?? '',
  nextFollowUp: l.nextFollowUp ?? '',
});

const shown = [
  'name',
  'email',
  'phone',
  'country_id',
  'source',
  'interest',
  'notes',
  'next_follow_up',
];

function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography level="title-sm" component="h3">
        {t('crm.inviteLink')}
      </Typography>
      <Typography level="body-xs">{t('crm.inviteHelp')}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Input
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          slotProps={{
            input: { 'aria-label': t('crm.inviteLink'), ...{ 'data-testid': 'invite-link' } },
          }}
          sx={{ flex: 1, minWidth: 0, fontFamily: 'monospace' }}
        />
        <Button
          variant="soft"
          startDecorator={<Copy size={16} aria-hidden />}
          onClick={() =>
            void navigator.clipboard
              .writeText(link)
              .then(() => toast.success(t('crm.linkCopied')))
              .catch(() => toast.error(t('crm.copyFailed')))
          }
        >
          {t('crm.copy')}
        </Button>
      </Box>
    </Box>
  );
}

/** Add a lead, or see, edit and delete one with its invitation link and timeline. */
export function LeadDialog({ lead, onClose }: { lead: Lead | null; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const client = useQueryClient();
  const [form, setForm] = useState<LeadInput>(lead ? inputOf(lead) : blankLead);
  const detail = useQuery({
    queryKey: crmKeys.lead(lead?.id ?? 0),
    queryFn: ({ signal }) => getLead(lead!.id, signal),
    enabled: lead !== null,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: crmKeys.all });
  const save = useMutation({
    mutationFn: () => (lead ? updateLead(lead.id, form) : createLead(form)),
    onSuccess: () => {
      toast.success(lead ? t('crm.saved') : t('crm.added'));
      refresh();
      onClose();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteLead(lead!.id),
    onSuccess: () => {
      toast.success(t('crm.deleted'));
      refresh();
      onClose();
    },
    onError: (e) => toast.error(e.message),
  });
  const errorOf = (f: string) =>
    isApiError(save.error) ? save.error.fieldErrors[f]?.[0] : undefined;
  const current = detail.data?.lead ?? lead;
  return (
    <Modal open onClose={onClose}>
      <ModalDialog
        sx={{ width: 'min(720px, 96vw)', maxHeight: '94vh', overflow: 'auto' }}
        data-testid="lead-dialog"
      >
        <ModalClose aria-label={t('crm.close')} />
        <DialogTitle component="h2">{lead ? lead.name : t('crm.addLead')}</DialogTitle>
        <DialogContent sx={{ gap: 2 }}>
          {current?.enrolledMember && (
            <Typography level="body-sm" color="success" data-testid="enrolled-member">
              {t('crm.enrolledAs', { username: current.enrolledMember.username })}
            </Typography>
          )}
          <Box
            component="form"
            noValidate
            onSubmit={submitOnce(save.isPending, () => save.mutate())}
            sx={{ display: 'grid', gap: 1.5 }}
          >
            <LeadForm value={form} onChange={setForm} errorOf={errorOf} />
            <FormAlert message={generalErrorMessage(save.error, shown)} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button type="submit" loading={save.isPending} data-testid="save-lead">
                {lead ? t('crm.save') : t('crm.addLead')}
              </Button>
              {lead && (
                <Button
                  variant="plain"
                  color="danger"
                  startDecorator={<Trash2 size={16} aria-hidden />}
                  loading={remove.isPending}
                  onClick={() => window.confirm(t('crm.deleteConfirm')) && remove.mutate()}
                  data-testid="delete-lead"
                >
                  {t('crm.delete')}
                </Button>
              )}
            </Box>
          </Box>
          {current && (
            <>
              <Divider />
              <InviteLink link={current.inviteLink} />
              <Divider />
              <LeadTimeline leadId={current.id} activities={detail.data?.activities ?? []} />
            </>
          )}
        </DialogContent>
      </ModalDialog>
    </Modal>
  );
}

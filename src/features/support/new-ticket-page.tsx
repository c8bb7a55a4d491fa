import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { openTicket, type TicketCategory, type TicketPriority } from '@/api/support';
import { FormCard } from '@/components/form/form-card';
import { SelectField } from '@/components/form/select-field';
import { useFormFields } from '@/components/form/use-form-fields';
import { MessageFields } from '@/components/messages/message-fields';
import { useAttachments } from '@/components/messages/use-attachments';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { ticketCategories, ticketPriorities } from '@contract/support';
import { supportKeys } from './api/queries';

const shownFields = ['category', 'priority', 'subject', 'description', 'attachments'];

type TicketFields = { category: string; priority: string; subject: string; description: string };

export function BackToSupport() {
  const { t } = useTranslation('support');
  return (
    <Link
      component={RouterLink}
      to="/member/support"
      startDecorator={<ArrowLeft size={16} aria-hidden />}
    >
      {t('backToTickets')}
    </Link>
  );
}

/** /member/support/new: category, priority, subject, description and files. */
export function NewTicketPage() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const client = useQueryClient();
  const attachments = useAttachments();
  const send = useMutation({
    mutationFn: (ticket: TicketFields) =>
      openTicket(
        {
          ...ticket,
          category: ticket.category as TicketCategory,
          priority: ticket.priority as TicketPriority,
          files: attachments.files,
        },
        attachments.onProgress,
      ),
    onSuccess: (ticket) => {
      toast.success(t('ticketOpened', { number: ticket.number }));
      void client.invalidateQueries({ queryKey: supportKeys.all });
      client.setQueryData(supportKeys.ticket(String(ticket.id)), ticket);
      navigate(`/member/support/${ticket.id}`);
    },
    onSettled: attachments.done,
  });
  const form = useFormFields<keyof TicketFields>(
    { category: '', priority: 'normal', subject: '', description: '' },
    send.error,
  );
  const submit = () => {
    const { category, subject, description } = form.values;
    const ok = form.accept({
      category: category === '' ? t('errors.category') : undefined,
      subject: subject.trim() === '' ? t('errors.subject') : undefined,
      description: description.trim() === '' ? t('errors.description') : undefined,
    });
    // The call's promise holds the form until it answers: a double click opens one ticket.
    return ok ? send.mutateAsync(form.values) : undefined;
  };
  return (
    <ScreenPage title={t('newTicket')} subtitle={t('newTicketSubtitle')} nav={<BackToSupport />}>
      <FormCard
        onSubmit={submit}
        pending={send.isPending}
        error={send.error}
        shownFields={shownFields}
        submitLabel={t('openTicket')}
        pendingLabel={t('sending')}
        maxWidth={760}
        testId="ticket-form"
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            {...form.field('category')}
            label={t('category')}
            placeholder={t('chooseCategory')}
            options={ticketCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          />
          <SelectField
            {...form.field('priority')}
            label={t('priority')}
            options={ticketPriorities.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
          />
        </Box>
        <MessageFields
          subject={{ ...form.field('subject'), label: t('subject') }}
          body={{
            ...form.field('description'),
            label: t('description'),
            hint: t('descriptionHint'),
          }}
          attachments={attachments}
          call={send}
        />
      </FormCard>
    </ScreenPage>
  );
}

import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Link from '@mui/joy/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { firstFieldError } from '@/api/http';
import { openTicket, type TicketCategory, type TicketPriority } from '@/api/support';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { AttachmentPicker } from '@/components/messages/attachment-picker';
import { useAttachments } from '@/components/messages/use-attachments';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { messageBodyLimit, subjectLimit } from '@contract/messaging';
import { ticketCategories, ticketPriorities } from '@contract/support';
import { supportKeys } from './api/queries';

const shownFields = ['category', 'priority', 'subject', 'description', 'attachments'];

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
  const [category, setCategory] = useState('');
  const [priority, setPriority] = useState<TicketPriority>('normal');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const attachments = useAttachments();
  const { files } = attachments;
  const [local, setLocal] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      openTicket(
        { category: category as TicketCategory, priority, subject, description, files },
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
  const error = (field: string) => local[field] ?? firstFieldError(send.error, field) ?? undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const found: Record<string, string> = {};
    if (category === '') found.category = t('errors.category');
    if (subject.trim() === '') found.subject = t('errors.subject');
    if (description.trim() === '') found.description = t('errors.description');
    setLocal(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  return (
    <ScreenPage title={t('newTicket')} subtitle={t('newTicketSubtitle')} nav={<BackToSupport />}>
      <Card
        variant="outlined"
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ maxWidth: 760, gap: 2 }}
        data-testid="ticket-form"
      >
        <FormAlert message={generalErrorMessage(send.error, shownFields)} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            name="category"
            label={t('category')}
            value={category}
            onChange={setCategory}
            placeholder={t('chooseCategory')}
            options={ticketCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
            error={error('category')}
          />
          <SelectField
            name="priority"
            label={t('priority')}
            value={priority}
            onChange={(v) => setPriority(v as TicketPriority)}
            options={ticketPriorities.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
            error={error('priority')}
          />
        </Box>
        <TextField
          name="subject"
          label={t('subject')}
          value={subject}
          onChange={setSubject}
          error={error('subject')}
          slotProps={{ input: { maxLength: subjectLimit } }}
        />
        <TextAreaField
          name="description"
          label={t('description')}
          value={description}
          onChange={setDescription}
          minRows={6}
          maxLength={messageBodyLimit}
          error={error('description')}
          hint={t('descriptionHint')}
        />
        <AttachmentPicker
          files={files}
          onChange={attachments.setFiles}
          progress={attachments.progress}
          disabled={send.isPending}
          serverError={firstFieldError(send.error, 'attachments')}
        />
        <Box>
          <SubmitButton
            pending={send.isPending}
            label={t('openTicket')}
            pendingLabel={t('sending')}
          />
        </Box>
      </Card>
    </ScreenPage>
  );
}

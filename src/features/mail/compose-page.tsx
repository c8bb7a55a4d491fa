import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { firstFieldError } from '@/api/http';
import { composeMail, getRecipients } from '@/api/mail';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { AttachmentPicker } from '@/components/messages/attachment-picker';
import { useAttachments } from '@/components/messages/use-attachments';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
import { messageBodyLimit, subjectLimit } from '@contract/messaging';
import { mailKeys, useMailRefresh } from './api/queries';
import { MailTabs } from './components/mail-tabs';
import { RecipientField, type Recipient } from './components/recipient-field';

const shownFields = ['recipient_type', 'username', 'subject', 'body', 'attachments'];

/** /member/mail/compose: to support, the sponsor or someone in the own downline. */
export function ComposePage() {
  const { t } = useTranslation('mail');
  const navigate = useNavigate();
  const refresh = useMailRefresh();
  const recipients = useQuery({
    queryKey: mailKeys.recipients(),
    queryFn: ({ signal }) => getRecipients(signal),
    staleTime: 5 * 60_000,
  });
  const [to, setTo] = useState<Recipient>({ type: 'support', member: null });
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const attachments = useAttachments();
  const { files } = attachments;
  const [local, setLocal] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      composeMail(
        { recipientType: to.type, username: to.member?.username ?? '', subject, body, files },
        attachments.onProgress,
      ),
    onSuccess: (sent) => {
      toast.success(t('sentSuccess'));
      refresh();
      navigate(`/member/mail/conversation/${sent.threadId}`);
    },
    onSettled: attachments.done,
  });
  const error = (field: string) => local[field] ?? firstFieldError(send.error, field) ?? undefined;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    // What the form can tell before the call; the server checks everything again.
    const found: Record<string, string> = {};
    if (to.type === 'downline' && !to.member) found.username = t('errors.chooseMember');
    if (subject.trim() === '') found.subject = t('errors.subject');
    if (body.trim() === '') found.body = t('errors.body');
    setLocal(found);
    if (Object.keys(found).length === 0) send.mutate();
  };
  return (
    <ScreenPage title={t('compose')} subtitle={t('composeSubtitle')} nav={<MailTabs />}>
      <Card
        variant="outlined"
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ maxWidth: 760, gap: 2 }}
        data-testid="compose-form"
      >
        <FormAlert message={generalErrorMessage(send.error, shownFields)} />
        <RecipientField
          value={to}
          onChange={setTo}
          sponsor={recipients.data?.sponsor ?? null}
          typeError={error('recipient_type')}
          memberError={error('username')}
        />
        <TextField
          name="subject"
          label={t('subject')}
          value={subject}
          onChange={setSubject}
          error={error('subject')}
          slotProps={{ input: { maxLength: subjectLimit } }}
        />
        <TextAreaField
          name="body"
          label={t('message')}
          value={body}
          onChange={setBody}
          minRows={6}
          maxLength={messageBodyLimit}
          error={error('body')}
          hint={t('plainTextHint')}
        />
        <AttachmentPicker
          files={files}
          onChange={attachments.setFiles}
          progress={attachments.progress}
          disabled={send.isPending}
          serverError={firstFieldError(send.error, 'attachments')}
        />
        <Box>
          <SubmitButton pending={send.isPending} label={t('send')} pendingLabel={t('sending')} />
        </Box>
      </Card>
    </ScreenPage>
  );
}

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { composeMail, getRecipients } from '@/api/mail';
import { FormCard } from '@/components/form/form-card';
import { useFormFields } from '@/components/form/use-form-fields';
import { MessageFields } from '@/components/messages/message-fields';
import { useAttachments } from '@/components/messages/use-attachments';
import { ScreenPage } from '@/components/screen-page/screen-page';
import { toast } from '@/components/toasts/toast';
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
  const attachments = useAttachments();
  const { files } = attachments;
  const send = useMutation({
    mutationFn: (message: { subject: string; body: string }) =>
      composeMail(
        { recipientType: to.type, username: to.member?.username ?? '', ...message, files },
        attachments.onProgress,
      ),
    onSuccess: (sent) => {
      toast.success(t('sentSuccess'));
      refresh();
      navigate(`/member/mail/conversation/${sent.threadId}`);
    },
    onSettled: attachments.done,
  });
  const form = useFormFields({ subject: '', body: '' }, send.error);
  const submit = () => {
    const { subject, body } = form.values;
    // What the form can tell before the call; the server checks everything again.
    const ok = form.accept({
      username: to.type === 'downline' && !to.member ? t('errors.chooseMember') : undefined,
      subject: subject.trim() === '' ? t('errors.subject') : undefined,
      body: body.trim() === '' ? t('errors.body') : undefined,
    });
    // The call's promise holds the form until it answers: a double click sends once.
    return ok ? send.mutateAsync(form.values) : undefined;
  };
  return (
    <ScreenPage title={t('compose')} subtitle={t('composeSubtitle')} nav={<MailTabs />}>
      <FormCard
        onSubmit={submit}
        pending={send.isPending}
        error={send.error}
        shownFields={shownFields}
        submitLabel={t('send')}
        pendingLabel={t('sending')}
        maxWidth={760}
        testId="compose-form"
      >
        <RecipientField
          value={to}
          onChange={setTo}
          sponsor={recipients.data?.sponsor ?? null}
          typeError={form.errorOf('recipient_type')}
          memberError={form.errorOf('username')}
        />
        <MessageFields
          subject={{ ...form.field('subject'), label: t('subject') }}
          body={{ ...form.field('body'), label: t('message'), hint: t('plainTextHint') }}
          attachments={attachments}
          call={send}
        />
      </FormCard>
    </ScreenPage>
  );
}

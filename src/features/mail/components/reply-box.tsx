import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldError } from '@/api/http';
import { replyToThread } from '@/api/mail';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextAreaField } from '@/components/form/text-area-field';
import { AttachmentPicker } from '@/components/messages/attachment-picker';
import { toast } from '@/components/toasts/toast';
import { perFileProgress } from '@/lib/upload-check';
import { messageBodyLimit } from '@contract/messaging';
import { useMailRefresh } from '../api/queries';

/** The answer at the bottom of a conversation: text and files, the server's word per field. */
export function ReplyBox({ threadId }: { threadId: number }) {
  const { t } = useTranslation('mail');
  const refresh = useMailRefresh();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[] | undefined>();
  const send = useMutation({
    mutationFn: () =>
      replyToThread(threadId, { body, files }, (loaded, total) =>
        setProgress(
          perFileProgress(
            files.map((f) => f.size),
            loaded,
            total,
          ),
        ),
      ),
    onSuccess: () => {
      toast.success(t('sentSuccess'));
      setBody('');
      setFiles([]);
      refresh();
    },
    onSettled: () => setProgress(undefined),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!send.isPending) send.mutate();
  };
  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate data-testid="reply-form">
      <FormAlert message={generalErrorMessage(send.error, ['body', 'attachments'])} />
      <TextAreaField
        name="body"
        label={t('reply')}
        value={body}
        onChange={setBody}
        minRows={3}
        maxLength={messageBodyLimit}
        error={firstFieldError(send.error, 'body') ?? undefined}
      />
      <AttachmentPicker
        files={files}
        onChange={setFiles}
        progress={progress}
        disabled={send.isPending}
        serverError={firstFieldError(send.error, 'attachments')}
      />
      <Box>
        <SubmitButton pending={send.isPending} label={t('send')} pendingLabel={t('sending')} />
      </Box>
    </Card>
  );
}

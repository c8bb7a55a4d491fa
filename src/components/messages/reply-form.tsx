import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { firstFieldError } from '@/api/http';
import type { Progress } from '@/api/mail';
import { FormAlert } from '@/components/form/form-alert';
import { generalErrorMessage } from '@/components/form/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { useSubmitOnce } from '@/components/form/submit-once';
import { TextAreaField } from '@/components/form/text-area-field';
import { messageBodyLimit } from '@contract/messaging';
import { AttachmentPicker } from './attachment-picker';
import { useAttachments } from './use-attachments';

/**
 * The answer at the bottom of a conversation or a ticket: text and files, sent as one
 * multipart call; the server's message shows under its field.
 */
export function ReplyForm<T>({
  send,
  onSent,
  labels,
  testId,
}: {
  send: (input: { body: string; files: File[] }, onProgress: Progress) => Promise<T>;
  onSent: (result: T) => void;
  labels: { field: string; send: string; sending: string };
  testId: string;
}) {
  const [body, setBody] = useState('');
  const attachments = useAttachments();
  const mutation = useMutation({
    mutationFn: () => send({ body, files: attachments.files }, attachments.onProgress),
    onSuccess: (result) => {
      setBody('');
      attachments.setFiles([]);
      onSent(result);
    },
    onSettled: attachments.done,
  });
  // Held until the call settles: a double click must not post the reply twice.
  const submit = useSubmitOnce(mutation.isPending, () => mutation.mutateAsync());
  return (
    <Card variant="outlined" component="form" onSubmit={submit} noValidate data-testid={testId}>
      <FormAlert message={generalErrorMessage(mutation.error, ['body', 'attachments'])} />
      <TextAreaField
        name="body"
        label={labels.field}
        value={body}
        onChange={setBody}
        minRows={3}
        maxLength={messageBodyLimit}
        error={firstFieldError(mutation.error, 'body') ?? undefined}
      />
      <AttachmentPicker attachments={attachments} call={mutation} />
      <Box>
        <SubmitButton
          pending={mutation.isPending}
          label={labels.send}
          pendingLabel={labels.sending}
        />
      </Box>
    </Card>
  );
}

import { firstFieldError } from '@/api/http';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import type { FieldBinding } from '@/components/form/use-form-fields';
import { messageBodyLimit, subjectLimit } from '@contract/messaging';
import { AttachmentPicker } from './attachment-picker';
import type { useAttachments } from './use-attachments';

/**
 * What every new message has: a subject, the text and optional files (a mail, a support
 * ticket). The lengths are the contract's; the files' progress shows while the form is sent.
 */
export function MessageFields(props: {
  subject: FieldBinding & { label: string };
  body: FieldBinding & { label: string; hint: string };
  attachments: ReturnType<typeof useAttachments>;
  /** The call sending the message: its files' message sits under the picker. */
  call: { isPending: boolean; error: unknown };
}) {
  const { attachments, call } = props;
  return (
    <>
      <TextField {...props.subject} slotProps={{ input: { maxLength: subjectLimit } }} />
      <TextAreaField {...props.body} minRows={6} maxLength={messageBodyLimit} />
      <AttachmentPicker
        files={attachments.files}
        onChange={attachments.setFiles}
        progress={attachments.progress}
        disabled={call.isPending}
        serverError={firstFieldError(call.error, 'attachments')}
      />
    </>
  );
}

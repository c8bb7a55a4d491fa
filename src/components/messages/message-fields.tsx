import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import type { FieldBinding } from '@/components/form/use-form-fields';
import { messageBodyLimit, subjectLimit } from '@contract/messaging';
import { AttachmentPicker, type SendingCall } from './attachment-picker';
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
  call: SendingCall;
}) {
  return (
    <>
      <TextField {...props.subject} slotProps={{ input: { maxLength: subjectLimit } }} />
      <TextAreaField {...props.body} minRows={6} maxLength={messageBodyLimit} />
      <AttachmentPicker attachments={props.attachments} call={props.call} />
    </>
  );
}

import type { MailMessageWire, MailPartyWire } from '../../contract/mail';
import type { AttachmentWire } from '../../contract/messaging';
import { typedFileName } from '../shared/uploads';
import type { Party } from './messaging';
import type { Attachment } from '../attachments';
import type { MailMessage } from './mail-service';

/** How the company's support desk signs its mail: its name and small logo. */
export type Desk = { name: string; avatar: string | null };

export const toPartyWire = (p: Party, desk: Desk): MailPartyWire =>
  p.kind === 'support'
    ? {
        kind: 'support',
        username: null,
        first_name: desk.name,
        last_name: null,
        avatar: desk.avatar,
      }
    : {
        kind: 'member',
        username: p.username,
        first_name: p.firstName,
        last_name: p.lastName,
        avatar: p.avatar,
      };

// The name the app saves the file under: files stored before names took the extension of
// their real type are corrected here too.
export const toAttachmentWire = (a: Attachment, area: 'mail' | 'support'): AttachmentWire => ({
  id: a.id,
  file_name: typedFileName(a.fileName, a.mimeType),
  url: `/api/${area}/attachments/${a.id}`,
  mime_type: a.mimeType,
  size: a.sizeBytes,
});

export const toMailMessageWire = (
  m: MailMessage,
  memberId: number,
  desk: Desk,
): MailMessageWire => ({
  id: m.id,
  body: m.body,
  created_at: m.createdAt.toISOString(),
  from: toPartyWire(m.from, desk),
  to: toPartyWire(m.to, desk),
  mine: m.senderId === memberId,
  read_at: m.readAt?.toISOString() ?? null,
  attachments: m.attachments.map((a) => toAttachmentWire(a, 'mail')),
});

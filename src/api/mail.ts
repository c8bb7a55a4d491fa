import { cursorList, getById, signalOf } from './cursor-page';
import { actionKeys, get, post, postMultipartWithProgress, download } from './http';
import type { $ZodType } from 'zod/v4/core';
import {
  composeFields,
  inboxPageWire,
  mailReadResponseWire,
  mailRecipientsWire,
  mailSentResponseWire,
  mailThreadWire,
  sentMessageWire,
  sentPageWire,
  type InboxItemWire,
  type MailMessageWire,
  type MailPartyWire,
  type RecipientType,
  type SentItemWire,
} from '@contract/mail';
import { attachmentsField, type AttachmentWire } from '@contract/messaging';

// Mail (issue 13): the calls are ours, designed in the spec's style (contract/mail.ts).

export type MailParty = {
  kind: 'support' | 'member';
  username: string | null;
  firstName: string;
  lastName: string | null;
  avatar: string | null;
};

export type Attachment = {
  id: number;
  fileName: string;
  url: string;
  mimeType: string;
  size: number;
};

export const toAttachment = (w: AttachmentWire): Attachment => ({
  id: w.id,
  fileName: w.file_name,
  url: w.url,
  mimeType: w.mime_type,
  size: w.size,
});

const toMailParty = (w: MailPartyWire): MailParty => ({
  kind: w.kind,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
  avatar: w.avatar,
});

export type InboxItem = {
  threadId: number;
  subject: string;
  snippet: string;
  from: MailParty;
  receivedAt: string;
  unreadCount: number;
  messageCount: number;
};

const toInboxItem = (w: InboxItemWire): InboxItem => ({
  threadId: w.thread_id,
  subject: w.subject,
  snippet: w.snippet,
  from: toMailParty(w.from),
  receivedAt: w.received_at,
  unreadCount: w.unread_count,
  messageCount: w.message_count,
});

export type SentItem = {
  id: number;
  threadId: number;
  subject: string;
  snippet: string;
  to: MailParty;
  createdAt: string;
  attachmentCount: number;
};

const toSentItem = (w: SentItemWire): SentItem => ({
  id: w.id,
  threadId: w.thread_id,
  subject: w.subject,
  snippet: w.snippet,
  to: toMailParty(w.to),
  createdAt: w.created_at,
  attachmentCount: w.attachment_count,
});

export type MailMessage = {
  id: number;
  body: string;
  createdAt: string;
  from: MailParty;
  to: MailParty;
  mine: boolean;
  readAt: string | null;
  attachments: Attachment[];
};

const toMailMessage = (w: MailMessageWire): MailMessage => ({
  id: w.id,
  body: w.body,
  createdAt: w.created_at,
  from: toMailParty(w.from),
  to: toMailParty(w.to),
  mine: w.mine,
  readAt: w.read_at,
  attachments: w.attachments.map(toAttachment),
});

export type MailThread = {
  id: number;
  subject: string;
  counterpart: MailParty;
  messages: MailMessage[];
};

export type SentMessage = MailMessage & { threadId: number; subject: string };

export type MailPage<T> = { items: T[]; nextPageUrl: string | null };

/** A mail list's filter: the search text. */
const bySearch = (search: string) => ({ search });

export const getInbox = cursorList('/api/mail/inbox', inboxPageWire, toInboxItem, bySearch);

export const getSent = cursorList('/api/mail/sent', sentPageWire, toSentItem, bySearch);

export async function getSentMessage(id: string, signal?: AbortSignal): Promise<SentMessage> {
  const w = await getById('/api/mail/sent', id, sentMessageWire, signal);
  return { ...toMailMessage(w), threadId: w.thread_id, subject: w.subject };
}

export async function getThread(id: string, signal?: AbortSignal): Promise<MailThread> {
  const w = await getById('/api/mail/threads', id, mailThreadWire, signal);
  return {
    id: w.id,
    subject: w.subject,
    counterpart: toMailParty(w.counterpart),
    messages: w.messages.map(toMailMessage),
  };
}

/** Reads the thread; answers the unread message count left (the mailbox badge). */
export async function markThreadRead(
  id: number,
): Promise<{ marked: number; messageCount: number }> {
  const w = await post(`/api/mail/threads/${id}/read`, {}, { schema: mailReadResponseWire });
  return { marked: w.marked, messageCount: w.message_count };
}

export async function getRecipients(
  signal?: AbortSignal,
): Promise<{ support: MailParty; sponsor: MailParty | null }> {
  const w = await get('/api/mail/recipients', {
    schema: mailRecipientsWire,
    ...signalOf(signal),
  });
  return { support: toMailParty(w.support), sponsor: w.sponsor && toMailParty(w.sponsor) };
}

export type Progress = (loaded: number, total: number) => void;

export type ComposeInput = {
  recipientType: RecipientType;
  username: string;
  subject: string;
  body: string;
  files: readonly File[];
};

/** A reply in a mail thread or a support ticket: its text and the files attached. */
export type Reply = { body: string; files: readonly File[] };

/**
 * POSTs a message (mail or ticket) as multipart form data with upload progress: its text
 * fields in order, then the attached files.
 */
export function postMessage<T>(
  path: string,
  message: { fields: Record<string, string>; files: readonly File[] },
  onProgress: Progress,
  schema: $ZodType<T>,
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(message.fields)) form.append(name, value);
  for (const f of message.files) form.append(attachmentsField, f, f.name);
  // A send whose answer never arrived goes again under the same key, so the server posts the
  // message once; the server cannot read a multipart body before the call runs, so the key
  // stands for the message (its path, text and files).
  const action = {
    path,
    fields: message.fields,
    files: message.files.map((f) => [f.name, f.size, f.lastModified]),
  };
  return messageKeys(action, (idempotencyKey) =>
    postMultipartWithProgress(path, form, onProgress, { schema, idempotencyKey }),
  );
}

/** The Idempotency-Key of the message being sent (one send at a time in a tab). */
const messageKeys = actionKeys();

export async function composeMail(
  input: ComposeInput,
  onProgress: Progress,
): Promise<{ threadId: number; message: MailMessage }> {
  const fields = {
    [composeFields.recipientType]: input.recipientType,
    ...(input.recipientType === 'downline' && { [composeFields.username]: input.username }),
    [composeFields.subject]: input.subject,
    [composeFields.body]: input.body,
  };
  const message = { fields, files: input.files };
  const w = await postMessage('/api/mail/compose', message, onProgress, mailSentResponseWire);
  return { threadId: w.thread_id, message: toMailMessage(w.message) };
}

export async function replyToThread(
  threadId: number,
  input: Reply,
  onProgress: Progress,
): Promise<MailMessage> {
  const message = { fields: { [composeFields.body]: input.body }, files: input.files };
  const path = `/api/mail/threads/${threadId}/reply`;
  const w = await postMessage(path, message, onProgress, mailSentResponseWire);
  return toMailMessage(w.message);
}

export const downloadAttachment = (file: Attachment) => download(file.url, file.fileName);

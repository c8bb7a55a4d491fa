import { z } from 'zod';
import {
  cursorListQueryWire,
  cursorPageWire,
  instantWire,
  personNameFields,
  searchQueryWire,
} from './common';
import { attachmentWire } from './messaging';

/**
 * Mail (issue 13; the spec gives the screens, not the calls). A thread is between the member
 * who started it and one counterpart: the company's support desk, the member's sponsor or a
 * member of their own placement downline. Every call is scoped to the member of the token:
 * a thread they are not part of is a 404.
 */

/** Who wrote or receives a message: the support desk (`support`) or a member. */
const mailPartyWire = z.object({
  kind: z.enum(['support', 'member']),
  /** Null for the support desk. */
  username: z.string().nullable(),
  ...personNameFields,
  avatar: z.string().nullable(),
});
export type MailPartyWire = z.infer<typeof mailPartyWire>;

/** GET /api/mail/inbox and /api/mail/sent: `search` matches the subject and the other party. */
export const mailListQueryWire = cursorListQueryWire.extend({ search: searchQueryWire });

/** What a row of either mail list shows of a message: its thread, subject and first line. */
const mailRowFields = {
  thread_id: z.number().int(),
  subject: z.string(),
  /** The message's first line, at most 140 characters. */
  snippet: z.string(),
};

/** A thread in the inbox: the latest message the member received in it. */
const inboxItemWire = z.object({
  ...mailRowFields,
  from: mailPartyWire,
  received_at: instantWire,
  unread_count: z.number().int(),
  message_count: z.number().int(),
});
export type InboxItemWire = z.infer<typeof inboxItemWire>;

export const inboxPageWire = cursorPageWire(inboxItemWire);

/** A message the member sent. */
const sentItemWire = z.object({
  id: z.number().int(),
  ...mailRowFields,
  to: mailPartyWire,
  created_at: instantWire,
  attachment_count: z.number().int(),
});
export type SentItemWire = z.infer<typeof sentItemWire>;

export const sentPageWire = cursorPageWire(sentItemWire);

const mailMessageWire = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: instantWire,
  from: mailPartyWire,
  to: mailPartyWire,
  /** True when the member of the token wrote it. */
  mine: z.boolean(),
  /** When the recipient opened it; null while unread. */
  read_at: instantWire.nullable(),
  attachments: z.array(attachmentWire),
});
export type MailMessageWire = z.infer<typeof mailMessageWire>;

/** GET /api/mail/sent/{id}: one message the member sent, with its thread's subject. */
export const sentMessageWire = mailMessageWire.extend({
  thread_id: z.number().int(),
  subject: z.string(),
});

/** GET /api/mail/threads/{id}: every message in order, oldest first. */
export const mailThreadWire = z.object({
  id: z.number().int(),
  subject: z.string(),
  counterpart: mailPartyWire,
  messages: z.array(mailMessageWire),
});

/** POST /api/mail/threads/{id}/read: what is still unread afterwards. */
export const mailReadResponseWire = z.object({
  thread_id: z.number().int(),
  marked: z.number().int(),
  /** Unread message notifications left. */
  message_count: z.number().int(),
  /** Unread received mail left: the mailbox badge (issue 31). */
  unread_count: z.number().int(),
});

/** GET /api/mail/recipients: whom compose offers besides the downline search. */
export const mailRecipientsWire = z.object({
  support: mailPartyWire,
  sponsor: mailPartyWire.nullable(),
});

export const recipientTypes = ['support', 'sponsor', 'downline'] as const;
export type RecipientType = (typeof recipientTypes)[number];

/**
 * The text fields of POST /api/mail/compose (multipart/form-data, files under
 * `attachments[]`); `username` only with recipient_type `downline`.
 */
export const composeFields = {
  recipientType: 'recipient_type',
  username: 'username',
  subject: 'subject',
  body: 'body',
} as const;

/** POST /api/mail/compose and /api/mail/threads/{id}/reply answer 201 with the message. */
export const mailSentResponseWire = z.object({
  thread_id: z.number().int(),
  message: mailMessageWire,
});

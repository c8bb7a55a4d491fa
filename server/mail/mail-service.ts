import { recipientTypes, type RecipientType } from '../../contract/mail';
import type { Keyset } from '../../contract/paging';
import type { Db, Queryable } from '../db/connection';
import { checkText, cleanText, type Party } from './messaging';
import {
  type Attachment,
  inTransactionWithFiles,
  requireValidMessage,
  storeAttachments,
  withAttachments,
} from '../attachments';
import type { IncomingFile, KycMimeType } from '../shared/uploads';
import {
  findDownlineParty,
  findMemberThread,
  findMessage,
  findParty,
  countUnreadInbox,
  findSentMessage,
  findSponsorParty,
  insertMailMessage,
  insertThread,
  listInbox,
  listSent,
  listThreadMessages,
  markThreadRead,
  type InboxRow,
  type MessageRow,
  type SentRow,
} from './mail-repo';
import {
  countUnreadNotifications,
  insertNotification,
  markThreadNotificationsRead,
} from '../notifications';
import { getCompany, requireModule } from '../company';
import { notifyMember } from '../account';
import { invalidInput, notFound } from '../shared/app-error';
import type { MessageSender } from '../sender';

/**
 * Mail between a member and the support desk, their sponsor or their own downline. The member
 * is always the token's; a thread they are not part of does not exist for them.
 */
export type MailDeps = { db: Db; dataDir: string; sender: MessageSender };

const searchTerm = (search: string | undefined) => (search?.trim() ? search.trim() : null);

/** Both lists fetch `limit + 1` rows, so the caller can tell whether another page exists. */
export const inbox = (
  db: Queryable,
  memberId: number,
  search: string | undefined,
  after: Keyset | null,
  limit: number,
): Promise<InboxRow[]> => listInbox(db, memberId, searchTerm(search), after, limit + 1);

export const sentList = (
  db: Queryable,
  memberId: number,
  search: string | undefined,
  after: Keyset | null,
  limit: number,
): Promise<SentRow[]> => listSent(db, memberId, searchTerm(search), after, limit + 1);

export type MailMessage = MessageRow & { attachments: Attachment[] };

export type MailThread = {
  id: number;
  subject: string;
  counterpart: Party;
  messages: MailMessage[];
};

/** The other side of a thread as the member sees it. */
async function counterpartOf(
  db: Queryable,
  memberId: number,
  head: { memberId: number; counterpartId: number | null },
): Promise<Party> {
  const otherId = head.memberId === memberId ? head.counterpartId : head.memberId;
  if (otherId === null) return { kind: 'support' };
  // A closed account still shows (anonymised) in the threads it took part in.
  return (await findParty(db, otherId, { includeClosed: true })) ?? { kind: 'support' };
}

export async function getThread(
  db: Queryable,
  memberId: number,
  threadId: number,
): Promise<MailThread> {
  const head = await findMemberThread(db, memberId, threadId);
  if (!head) throw notFound('Conversation not found.');
  return {
    id: head.id,
    subject: head.subject,
    counterpart: await counterpartOf(db, memberId, head),
    messages: await withAttachments(db, 'mail', await listThreadMessages(db, head.id)),
  };
}

export async function getSentMessage(
  db: Queryable,
  memberId: number,
  messageId: number,
): Promise<MailMessage> {
  const row = await findSentMessage(db, memberId, messageId);
  if (!row) throw notFound('Message not found.');
  const [message] = await withAttachments(db, 'mail', [row]);
  return message!;
}

/**
 * Opening a thread reads it: what the member received in it, and the notifications about it.
 * Answers how many messages it marked, the unread message notifications left and the
 * unread received mail left (the mailbox badge).
 */
export async function readThread(
  db: Db,
  memberId: number,
  threadId: number,
): Promise<{ marked: number; messageCount: number; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const head = await findMemberThread(tx, memberId, threadId);
    if (!head) throw notFound('Conversation not found.');
    const marked = await markThreadRead(tx, memberId, head.id);
    await markThreadNotificationsRead(tx, memberId, head.id);
    return {
      marked,
      messageCount: (await countUnreadNotifications(tx, memberId)).message,
      unreadCount: await countUnreadInbox(tx, memberId),
    };
  });
}

export type ComposeInput = {
  recipientType: string | undefined;
  username: string | undefined;
  subject: string | undefined;
  body: string | undefined;
  files: IncomingFile[];
};

/** The party a compose may address, or the field error that says why not. */
async function resolveRecipient(
  db: Queryable,
  memberId: number,
  input: ComposeInput,
): Promise<{ party: Party } | { field: string; message: string }> {
  const type = input.recipientType as RecipientType;
  if (!(recipientTypes as readonly string[]).includes(type))
    return {
      field: 'recipient_type',
      message: 'Write to support, your sponsor or a member of your downline.',
    };
  if (type === 'support') return { party: { kind: 'support' } };
  if (type === 'sponsor') {
    const sponsor = await findSponsorParty(db, memberId);
    return sponsor
      ? { party: sponsor }
      : { field: 'recipient_type', message: 'You have no sponsor to write to.' };
  }
  const username = input.username?.trim() ?? '';
  if (username === '') return { field: 'username', message: 'Choose a member of your downline.' };
  const member = await findDownlineParty(db, memberId, username);
  return member
    ? { party: member }
    : { field: 'username', message: 'You can only write to members of your own downline.' };
}

const checkMessage = (errors: Record<string, string[]>, files: IncomingFile[]) =>
  requireValidMessage(errors, files, 'The message is not valid.');

const partyId = (p: Party) => (p.kind === 'member' ? p.id : null);

/**
 * Writes one message and its files in a transaction (in the thread `threadOf` answers), then
 * tells the recipient (an in-app notification and, if they want it, an e-mail). Files written
 * for a rolled-back transaction are removed.
 */
async function deliver(
  deps: MailDeps,
  letter: {
    senderId: number;
    recipientId: number | null;
    body: string;
    files: IncomingFile[];
    types: KycMimeType[];
  },
  threadOf: (tx: Queryable) => Promise<number>,
): Promise<MailMessage> {
  const message = await inTransactionWithFiles(deps.db, async (tx, written) => {
    const id = await insertMailMessage(tx, {
      threadId: await threadOf(tx),
      senderId: letter.senderId,
      recipientId: letter.recipientId,
      body: cleanText(letter.body).trim(),
    });
    const { senderId, files, types } = letter;
    await storeAttachments(
      tx,
      deps.dataDir,
      senderId,
      { mailMessageId: id },
      files,
      types,
      written,
    );
    const [sent] = await withAttachments(tx, 'mail', [await findMessage(tx, id)]);
    if (sent!.to.kind === 'member')
      await insertNotification(tx, {
        memberId: sent!.to.id,
        event: 'new_mail',
        kind: 'message',
        title: sent!.subject,
        body: sent!.body,
        refId: sent!.threadId,
        at: sent!.createdAt,
      });
    return sent!;
  });
  // The e-mail goes after the commit: a message that rolled back is never announced.
  if (message.to.kind === 'member') {
    const from = message.from;
    const name =
      from.kind === 'member' ? `${from.firstName} ${from.lastName ?? ''}`.trim() : 'Support';
    await notifyMember(deps.db, deps.sender, message.to.id, 'new_mail', {
      subject: `New message: ${message.subject}`,
      body: `${name} wrote to you. Sign in to read and answer it.`,
    });
  }
  return message;
}

export async function compose(
  deps: MailDeps,
  memberId: number,
  input: ComposeInput,
): Promise<{ threadId: number; message: MailMessage }> {
  const errors = checkText({
    subject: { name: 'subject', value: input.subject },
    body: { name: 'body', value: input.body },
  });
  const recipient = await resolveRecipient(deps.db, memberId, input);
  if ('field' in recipient) errors[recipient.field] = [recipient.message];
  const types = checkMessage(errors, input.files);
  // A recipient refused is among the errors checkMessage has thrown.
  const to = partyId((recipient as { party: Party }).party);
  const letter = { senderId: memberId, recipientId: to, body: input.body!, files: input.files };
  const message = await deliver(deps, { ...letter, types }, (tx) =>
    insertThread(tx, { memberId, counterpartId: to, subject: cleanText(input.subject!).trim() }),
  );
  return { threadId: message.threadId, message };
}

export async function reply(
  deps: MailDeps,
  memberId: number,
  threadId: number,
  input: { body: string | undefined; files: IncomingFile[] },
): Promise<{ threadId: number; message: MailMessage }> {
  const head = await findMemberThread(deps.db, memberId, threadId);
  if (!head) throw notFound('Conversation not found.');
  const types = checkMessage(checkText({ body: { name: 'body', value: input.body } }), input.files);
  const to = head.memberId === memberId ? head.counterpartId : head.memberId;
  if (to !== null && !(await findParty(deps.db, to)))
    throw invalidInput('body', 'This member has closed their account and cannot be answered.');
  const letter = { senderId: memberId, recipientId: to, body: input.body!, files: input.files };
  const message = await deliver(deps, { ...letter, types }, async () => head.id);
  return { threadId: head.id, message };
}

/** Whom compose offers besides the downline search. */
export async function recipients(
  db: Queryable,
  memberId: number,
): Promise<{ sponsor: Party | null }> {
  return { sponsor: await findSponsorParty(db, memberId) };
}

/** How the support desk signs: the company's name and small logo. */
export async function supportDesk(db: Queryable): Promise<{ name: string; avatar: string | null }> {
  const company = await getCompany(db);
  return { name: company?.name ?? 'Support', avatar: company?.logoSmall ?? null };
}

export const mailEnabled = (db: Queryable) => requireModule(db, 'support_message', 'Mail');

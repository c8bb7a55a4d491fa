import type { Queryable } from '../db/connection';

type Row = {
  id: number;
  owner_id: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
  mail_message_id: number | null;
  ticket_message_id: number | null;
};

const columns =
  'a.id, a.owner_id, a.file_name, a.stored_name, a.mime_type, a.size_bytes, a.mail_message_id, a.ticket_message_id';

const toAttachment = (r: Row): Attachment => ({
  id: r.id,
  ownerId: r.owner_id,
  fileName: r.file_name,
  storedName: r.stored_name,
  mimeType: r.mime_type,
  sizeBytes: r.size_bytes,
});

export async function insertAttachment(
  tx: Queryable,
  target: { mailMessageId: number } | { ticketMessageId: number },
  file: Omit<Attachment, 'id'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO message_attachments
       (owner_id, mail_message_id, ticket_message_id, file_name, stored_name, mime_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      file.ownerId,
      'mailMessageId' in target ? target.mailMessageId : null,
      'ticketMessageId' in target ? target.ticketMessageId : null,
      file.fileName,
      file.storedName,
      file.mimeType,
      file.sizeBytes,
    ],
  );
}

/** The attachments of the given messages, by message id. */
export async function listAttachments(
  q: Queryable,
  of: 'mail' | 'ticket',
  messageIds: number[],
): Promise<Map<number, Attachment[]>> {
  const byMessage = new Map<number, Attachment[]>();
  if (messageIds.length === 0) return byMessage;
  const col = of === 'mail' ? 'mail_message_id' : 'ticket_message_id';
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM message_attachments a WHERE a.${col} = ANY($1::int8[]) ORDER BY a.id`,
    [messageIds],
  );
  for (const r of rows) {
    const key = (of === 'mail' ? r.mail_message_id : r.ticket_message_id)!;
    byMessage.set(key, [...(byMessage.get(key) ?? []), toAttachment(r)]);
  }
  return byMessage;
}

/**
 * An attachment the member may read: one on a mail of a thread they are part of, or on a
 * message of their own ticket. Anything else is null (a 404 for the caller).
 */
export async function findReadableAttachment(
  q: Queryable,
  memberId: number,
  attachmentId: number,
): Promise<Attachment | null> {
  const rows = await q.query<Row>(
    `SELECT ${columns} FROM message_attachments a
       LEFT JOIN mail_messages mm ON mm.id = a.mail_message_id
       LEFT JOIN mail_threads th ON th.id = mm.thread_id
       LEFT JOIN support_ticket_messages tm ON tm.id = a.ticket_message_id
       LEFT JOIN support_tickets tk ON tk.id = tm.ticket_id
      WHERE a.id = $1
        AND (th.member_id = $2 OR th.counterpart_id = $2 OR tk.member_id = $2)`,
    [attachmentId, memberId],
  );
  return rows[0] ? toAttachment(rows[0]) : null;
}

/** A file sent with a mail or a ticket message (stored under a name the server chose). */
export type Attachment = {
  id: number;
  ownerId: number;
  fileName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
};

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db/connection';
import {
  checkUpload,
  displayFileName,
  extensionOf,
  typedFileName,
  type IncomingFile,
  type KycMimeType,
} from '../shared/uploads';
import {
  findReadableAttachment,
  insertAttachment,
  listAttachments,
  type Attachment,
} from './attachment-repo';
import { fieldErrors, notFound } from '../shared/app-error';

/**
 * Files sent with mail and support tickets: the KYC checks (count, size, type read from the
 * content), stored under DATA_DIR by the sender's id and a random name, never the client's.
 * The name shown keeps the sender's words but takes the extension of the type read.
 */

const folderOf = (dataDir: string, ownerId: number) =>
  path.join(dataDir, 'uploads', 'messages', String(ownerId));

const safeStoredName = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;

/** No files is fine; otherwise the KYC rules. Answers the detected types or a message. */
function checkAttachments(
  files: IncomingFile[],
): { ok: true; types: KycMimeType[] } | { ok: false; message: string } {
  if (files.length === 0) return { ok: true, types: [] };
  return checkUpload(files.map((f) => ({ size: f.content.length, content: f.content })));
}

/**
 * A message's files checked beside the field errors of its text: any error, the files' (under
 * `attachments`) or the text's, is thrown as one 422 led by `fallback` when none has a message.
 * Answers the types read from the files, for storeAttachments.
 */
export function requireValidMessage(
  errors: Record<string, string[]>,
  files: IncomingFile[],
  fallback: string,
): KycMimeType[] {
  const checked = checkAttachments(files);
  if (!checked.ok) errors.attachments = [checked.message];
  if (Object.keys(errors).length > 0 || !checked.ok) throw fieldErrors(errors, fallback);
  return checked.types;
}

/**
 * Writes the files and their rows in the caller's transaction. Answers the paths written, so
 * the caller can remove them if the transaction rolls back.
 */
export async function storeAttachments(
  tx: Queryable,
  dataDir: string,
  ownerId: number,
  target: { mailMessageId: number } | { ticketMessageId: number },
  files: IncomingFile[],
  types: KycMimeType[],
  written: string[],
): Promise<void> {
  if (files.length === 0) return;
  const folder = folderOf(dataDir, ownerId);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  for (const [i, file] of files.entries()) {
    const type = types[i]!;
    const storedName = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
    const onDisk = path.join(folder, storedName);
    await writeFile(onDisk, file.content, { flag: 'wx', mode: 0o600 });
    written.push(onDisk);
    await insertAttachment(tx, target, {
      ownerId,
      fileName: typedFileName(displayFileName(file.clientName), type),
      storedName,
      mimeType: type,
      sizeBytes: file.content.length,
    });
  }
}

/** Files written for a transaction that rolled back belong to nothing. */
const discardFiles = (paths: string[]) =>
  Promise.all(paths.map((p) => unlink(p).catch(() => undefined)));

/**
 * Runs `write` in one transaction, handing it the list storeAttachments records the files it
 * writes in; if the transaction rolls back, those files are removed.
 */
export async function inTransactionWithFiles<T>(
  db: Db,
  write: (tx: Queryable, written: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await db.transaction((tx) => write(tx, written));
  } catch (error) {
    await discardFiles(written);
    throw error;
  }
}

/** Mail (`mail`) or ticket (`ticket`) message rows, each with its files. */
export async function withAttachments<Row extends { id: number }>(
  q: Queryable,
  of: 'mail' | 'ticket',
  rows: Row[],
): Promise<(Row & { attachments: Attachment[] })[]> {
  const files = await listAttachments(
    q,
    of,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, attachments: files.get(r.id) ?? [] }));
}

export async function readAttachment(
  db: Queryable,
  dataDir: string,
  memberId: number,
  attachmentId: number,
): Promise<{ fileName: string; mimeType: string; content: Buffer }> {
  const file = await findReadableAttachment(db, memberId, attachmentId);
  if (!file || !safeStoredName.test(file.storedName)) throw notFound('File not found.');
  try {
    const content = await readFile(path.join(folderOf(dataDir, file.ownerId), file.storedName));
    return { fileName: file.fileName, mimeType: file.mimeType, content };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File not found.');
    throw error;
  }
}

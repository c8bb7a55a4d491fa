import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from '../db/connection';
import { checkUpload, displayFileName, extensionOf, typedFileName } from '../shared/uploads';
import {
  countOpenKycDocuments,
  deleteKycDocument,
  findKycCategory,
  findMemberKycFile,
  insertKycDocument,
  insertKycFile,
  listKycCategories,
  listMemberKycDocuments,
  lockMemberKyc,
} from './kyc-repo';
import type { KycCategory, KycDocument, KycFile } from './kyc';
import { kycSampleContent } from './kyc-samples';
import { AppError, invalidInput, notFound } from '../shared/app-error';

/** Uploads live under DATA_DIR, one folder per member, under names the server chose. */
const memberFolder = (dataDir: string, memberId: number) =>
  path.join(dataDir, 'uploads', 'kyc', String(memberId));

// Only names this service wrote; a row pointing anywhere else is treated as a missing file.
const safeStoredName = /^[a-f0-9]{32}\.(png|jpg|pdf)$/;

export const listCategories = (db: Queryable, language: string): Promise<KycCategory[]> =>
  listKycCategories(db, language);

export const listDocuments = (
  db: Queryable,
  memberId: number,
  language: string,
): Promise<KycDocument[]> => listMemberKycDocuments(db, memberId, language);

export type KycSubmission = {
  categoryId: string | undefined;
  files: { clientName: string | undefined; content: Buffer }[];
};

/**
 * Stores a new pending document. Rule: a member holds at most one pending or approved
 * document per category; a rejected one (or a pending one they delete) can be replaced.
 */
export async function submitKyc(
  db: Db,
  dataDir: string,
  memberId: number,
  submission: KycSubmission,
  language: string,
): Promise<KycDocument> {
  const errors: Record<string, string[]> = {};
  const categoryId = /^\d{1,9}$/.test(submission.categoryId?.trim() ?? '')
    ? Number(submission.categoryId)
    : null;
  if (categoryId === null || !(await findKycCategory(db, categoryId)))
    errors.category_id = ['Choose a document category from the list.'];
  const check = checkUpload(
    submission.files.map((f) => ({ size: f.content.length, content: f.content })),
  );
  if (!check.ok) errors.documents = [check.message];
  const first = Object.values(errors)[0]?.[0];
  if (first || !check.ok || categoryId === null)
    throw new AppError(422, 'validation_error', first ?? 'The upload is not valid.', errors);

  const folder = memberFolder(dataDir, memberId);
  const written: string[] = [];
  try {
    const documentId = await db.transaction(async (tx) => {
      await lockMemberKyc(tx, memberId);
      if ((await countOpenKycDocuments(tx, memberId, categoryId)) > 0)
        throw invalidInput(
          'category_id',
          'A document of this category is already pending or approved.',
        );
      const id = await insertKycDocument(tx, memberId, categoryId);
      await mkdir(folder, { recursive: true, mode: 0o700 });
      for (const [i, file] of submission.files.entries()) {
        const type = check.types[i]!;
        const storedName = `${randomBytes(16).toString('hex')}.${extensionOf(type)}`;
        const target = path.join(folder, storedName);
        // 'wx': never overwrite, even on the astronomically unlikely name collision.
        await writeFile(target, file.content, { flag: 'wx', mode: 0o600 });
        written.push(target);
        await insertKycFile(tx, {
          documentId: id,
          fileName: typedFileName(displayFileName(file.clientName), type),
          storedName,
          mimeType: type,
          sizeBytes: file.content.length,
        });
      }
      return id;
    });
    const [document] = await listMemberKycDocuments(db, memberId, language, documentId);
    return document!;
  } catch (error) {
    // The rows rolled back: the files written so far belong to nothing.
    await Promise.all(written.map((p) => unlink(p).catch(() => undefined)));
    throw error;
  }
}

/** Pending or rejected documents can be withdrawn; an approved one is the company's record. */
export async function deleteKyc(
  db: Db,
  dataDir: string,
  memberId: number,
  documentId: number,
): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    await lockMemberKyc(tx, memberId);
    // Only its status and files are read here: the category name's language does not matter.
    const [document] = await listMemberKycDocuments(tx, memberId, 'en', documentId);
    if (!document) throw notFound('KYC document not found.');
    if (document.status === 'approved')
      throw invalidInput('id', 'An approved document cannot be deleted.');
    await deleteKycDocument(tx, document.id);
    return document.files;
  });
  // Files go only after the rows are gone for good: a failure here leaves an orphan file on
  // disk, never a row that points at nothing.
  const folder = memberFolder(dataDir, memberId);
  await Promise.all(
    removed
      .filter((f) => safeStoredName.test(f.storedName))
      .map((f) => unlink(path.join(folder, f.storedName)).catch(() => undefined)),
  );
}

export type KycFileContent = { fileName: string; mimeType: string; content: Buffer };

/** The member's own file; anyone else's, or one missing on disk, is a 404. */
export async function readKycFile(
  db: Queryable,
  dataDir: string,
  memberId: number,
  fileId: number,
): Promise<KycFileContent> {
  const file = await findMemberKycFile(db, memberId, fileId);
  if (!file) throw notFound('File not found.');
  return loadKycFile(dataDir, memberId, file);
}

/**
 * The bytes of a file of `memberId`'s: from their upload folder, or the demo's sample when the
 * seed named one. A name this service did not write, or a file gone from disk, is a 404.
 */
export async function loadKycFile(
  dataDir: string,
  memberId: number,
  file: KycFile,
): Promise<KycFileContent> {
  const sample = kycSampleContent(file.storedName);
  if (sample) return { fileName: file.fileName, mimeType: file.mimeType, content: sample };
  if (!safeStoredName.test(file.storedName)) throw notFound('File not found.');
  try {
    const content = await readFile(path.join(memberFolder(dataDir, memberId), file.storedName));
    return { fileName: file.fileName, mimeType: file.mimeType, content };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound('File not found.');
    throw error;
  }
}

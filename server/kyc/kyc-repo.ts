import type { Queryable } from '../db/connection';
import type { KycCategory, KycDecision, KycDocument, KycFile, KycStatus } from './kyc';
import { translated } from '../db/translated';

type FileRow = {
  id: number;
  document_id: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
};

const toFile = (r: FileRow): KycFile => ({
  id: r.id,
  documentId: r.document_id,
  fileName: r.file_name,
  storedName: r.stored_name,
  mimeType: r.mime_type,
  sizeBytes: r.size_bytes,
});

/** The categories with their texts in `language`, each falling back to the company's own. */
export async function listKycCategories(db: Queryable, language: string): Promise<KycCategory[]> {
  return db.query<KycCategory>(
    `SELECT id, ${translated('name', '$1')} AS name, ${translated('description', '$1')} AS description
       FROM kyc_categories ORDER BY sort_order, id`,
    [language],
  );
}

export async function findKycCategory(db: Queryable, id: number): Promise<KycCategory | null> {
  const rows = await db.query<KycCategory>(
    'SELECT id, name, description FROM kyc_categories WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The member's documents (newest first) with their files, or one of them when `documentId`;
 * category names in `language`.
 */
export async function listMemberKycDocuments(
  db: Queryable,
  memberId: number,
  language: string,
  documentId?: number,
): Promise<KycDocument[]> {
  const params: unknown[] = [memberId, language];
  if (documentId !== undefined) params.push(documentId);
  const docs = await db.query<{
    id: number;
    status: KycStatus;
    category_id: number;
    category_name: string;
    created_at: Date;
    reason: string | null;
  }>(
    `SELECT d.id, d.status, d.category_id, ${translated('name', '$2', 'c')} AS category_name,
            d.created_at, d.reason
       FROM kyc_documents d
       JOIN kyc_categories c ON c.id = d.category_id
      WHERE d.member_id = $1 ${documentId !== undefined ? 'AND d.id = $3' : ''}
      ORDER BY d.created_at DESC, d.id DESC`,
    params,
  );
  if (docs.length === 0) return [];
  const files = await db.query<FileRow>(
    `SELECT id, document_id, file_name, stored_name, mime_type, size_bytes
       FROM kyc_files
      WHERE document_id = ANY($1::bigint[])
      ORDER BY id`,
    [docs.map((d) => d.id)],
  );
  return docs.map((d) => ({
    id: d.id,
    status: d.status,
    categoryId: d.category_id,
    categoryName: d.category_name,
    createdAt: d.created_at,
    reason: d.status === 'rejected' ? d.reason : null,
    files: files.filter((f) => f.document_id === d.id).map(toFile),
  }));
}

/**
 * Serialises one member's KYC submissions and deletions until the transaction ends, so the
 * one-open-document-per-category check cannot race. An advisory lock, not the member row,
 * so wallet movements of the same member are not held up.
 */
export async function lockMemberKyc(tx: Queryable, memberId: number): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('kyc:' || $1::text, 0))", [
    memberId,
  ]);
}

export async function countOpenKycDocuments(
  tx: Queryable,
  memberId: number,
  categoryId: number,
): Promise<number> {
  const [row] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM kyc_documents
      WHERE member_id = $1 AND category_id = $2 AND status IN ('pending', 'approved')`,
    [memberId, categoryId],
  );
  return row?.n ?? 0;
}

export async function insertKycDocument(
  tx: Queryable,
  memberId: number,
  categoryId: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO kyc_documents (member_id, category_id, status)
     VALUES ($1, $2, 'pending') RETURNING id`,
    [memberId, categoryId],
  );
  return row!.id;
}

export async function insertKycFile(tx: Queryable, file: Omit<KycFile, 'id'>): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO kyc_files (document_id, file_name, stored_name, mime_type, size_bytes)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [file.documentId, file.fileName, file.storedName, file.mimeType, file.sizeBytes],
  );
  return row!.id;
}

/** Deletes the document and, by cascade, its file rows. */
export async function deleteKycDocument(tx: Queryable, documentId: number): Promise<void> {
  await tx.query('DELETE FROM kyc_documents WHERE id = $1', [documentId]);
}

/** A file only when its document belongs to the member. */
export async function findMemberKycFile(
  db: Queryable,
  memberId: number,
  fileId: number,
): Promise<KycFile | null> {
  const rows = await db.query<FileRow>(
    `SELECT f.id, f.document_id, f.file_name, f.stored_name, f.mime_type, f.size_bytes
       FROM kyc_files f
       JOIN kyc_documents d ON d.id = f.document_id
      WHERE f.id = $1 AND d.member_id = $2`,
    [fileId, memberId],
  );
  return rows[0] ? toFile(rows[0]) : null;
}

export async function hasApprovedKyc(q: Queryable, memberId: number): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 FROM kyc_documents WHERE member_id = $1 AND status = 'approved' LIMIT 1`,
    [memberId],
  );
  return rows.length > 0;
}

/** Deletes the member's KYC documents and files (account deletion); answers the stored names. */
export async function deleteKycOf(db: Queryable, memberId: number): Promise<string[]> {
  const kyc = await db.query<{ stored_name: string }>(
    `SELECT f.stored_name FROM kyc_files f JOIN kyc_documents d ON d.id = f.document_id
      WHERE d.member_id = $1`,
    [memberId],
  );
  await db.query(
    'DELETE FROM kyc_files WHERE document_id IN (SELECT id FROM kyc_documents WHERE member_id = $1)',
    [memberId],
  );
  await db.query('DELETE FROM kyc_documents WHERE member_id = $1', [memberId]);
  return kyc.map((k) => k.stored_name);
}

/**
 * The document's status under a row lock, so two operators deciding at once are served one
 * after the other and the second sees the first one's decision. Null when there is none.
 */
export async function lockKycDocumentStatus(
  tx: Queryable,
  documentId: number,
): Promise<{ memberId: number; status: KycStatus; reason: string | null } | null> {
  const rows = await tx.query<{
    member_id: string | number;
    status: KycStatus;
    reason: string | null;
  }>('SELECT member_id, status, reason FROM kyc_documents WHERE id = $1 FOR UPDATE', [documentId]);
  const r = rows[0];
  return r ? { memberId: Number(r.member_id), status: r.status, reason: r.reason } : null;
}

/** Records an operator's decision; the reason is kept only for a rejection. */
export async function decideKycDocument(
  tx: Queryable,
  documentId: number,
  decision: KycDecision,
): Promise<void> {
  await tx.query(
    'UPDATE kyc_documents SET status = $2, reason = $3, updated_at = now() WHERE id = $1',
    [documentId, decision.status, decision.status === 'rejected' ? decision.reason : null],
  );
}

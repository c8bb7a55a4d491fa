import type { Queryable } from '../db/connection';
import { keysetAfter, keysetFetch, keysetOrder, type KeysetWalk } from '../db/keyset';
import type { PageRequest } from '../http/paging';
import { translated } from '../db/translated';
import { likePattern } from '../shared/like-pattern';
import type { DeskKycDocument, DeskKycFilter, DeskKycMember, KycFile, KycStatus } from './kyc';

/** The queue's reads; the writes to kyc_documents stay in kyc-repo.ts (one writer per table). */

type DocumentRow = {
  id: string | number;
  member_id: string | number;
  username: string;
  first_name: string;
  last_name: string | null;
  category_id: number;
  category_name: string;
  status: KycStatus;
  reason: string | null;
  created_at: Date;
  updated_at: Date;
  sort_key: string;
  file_count: number;
};

const toDocument = (r: DocumentRow): DeskKycDocument => ({
  id: Number(r.id),
  member: {
    id: Number(r.member_id),
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
  },
  categoryId: r.category_id,
  categoryName: r.category_name,
  status: r.status,
  reason: r.status === 'rejected' ? r.reason : null,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  sortKey: r.sort_key,
  fileCount: r.file_count,
});

/**
 * Pending documents walk by arrival, oldest first (first in, first out); decided ones by
 * their decision, newest first. The cursor holds the walked column's text.
 */
const walkOf = (status: DeskKycFilter['status']): KeysetWalk =>
  status === 'pending'
    ? { at: 'd.created_at', id: 'd.id', dir: 'asc' }
    : { at: 'd.updated_at', id: 'd.id', dir: 'desc' };

const selectDocuments = (sortColumn: string) =>
  `SELECT d.id, d.member_id, m.username, m.first_name, m.last_name, d.category_id,
          c.name AS category_name, d.status, d.reason, d.created_at, d.updated_at,
          ${sortColumn}::text AS sort_key,
          (SELECT count(*)::int FROM kyc_files f WHERE f.document_id = d.id) AS file_count
     FROM kyc_documents d
     JOIN members m ON m.id = d.member_id
     JOIN kyc_categories c ON c.id = d.category_id`;

/** One keyset page of documents matching the filter. */
export async function listDeskKycDocuments(
  q: Queryable,
  filter: DeskKycFilter,
  page: PageRequest,
): Promise<DeskKycDocument[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (value: unknown) => `$${params.push(value)}`;
  if (filter.status !== 'all') where.push(`d.status = ${add(filter.status)}`);
  if (filter.category !== undefined) where.push(`d.category_id = ${add(filter.category)}`);
  if (filter.member) {
    const pattern = add(likePattern(filter.member));
    const byId = /^\d{1,15}$/.test(filter.member) ? ` OR m.id = ${add(Number(filter.member))}` : '';
    where.push(`(m.username ILIKE ${pattern} OR m.email ILIKE ${pattern}${byId})`);
  }
  const walk = walkOf(filter.status);
  if (page.after) where.push(keysetAfter(params, page.after, walk));
  const rows = await q.query<DocumentRow>(
    `${selectDocuments(walk.at)}
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keysetOrder(walk)} LIMIT ${add(keysetFetch(page.limit))}`,
    params,
  );
  return rows.map(toDocument);
}

export async function findDeskKycDocument(
  q: Queryable,
  documentId: number,
): Promise<DeskKycDocument | null> {
  const rows = await q.query<DocumentRow>(`${selectDocuments('d.created_at')} WHERE d.id = $1`, [
    documentId,
  ]);
  return rows[0] ? toDocument(rows[0]) : null;
}

export async function findDeskKycMember(
  q: Queryable,
  memberId: number,
): Promise<DeskKycMember | null> {
  const rows = await q.query<{
    id: string | number;
    username: string;
    first_name: string;
    last_name: string | null;
    email: string;
    joined_at: Date;
  }>('SELECT id, username, first_name, last_name, email, joined_at FROM members WHERE id = $1', [
    memberId,
  ]);
  const r = rows[0];
  return r
    ? {
        id: Number(r.id),
        username: r.username,
        firstName: r.first_name,
        lastName: r.last_name,
        email: r.email,
        joinedAt: r.joined_at,
      }
    : null;
}

/** Any member's file, with the owner of its document (the desk reads every member's). */
export async function findKycFileWithOwner(
  q: Queryable,
  fileId: number,
): Promise<{ file: KycFile; memberId: number } | null> {
  const rows = await q.query<{
    id: string | number;
    document_id: string | number;
    file_name: string;
    stored_name: string;
    mime_type: string;
    size_bytes: number;
    member_id: string | number;
  }>(
    `SELECT f.id, f.document_id, f.file_name, f.stored_name, f.mime_type, f.size_bytes, d.member_id
       FROM kyc_files f JOIN kyc_documents d ON d.id = f.document_id
      WHERE f.id = $1`,
    [fileId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    file: {
      id: Number(r.id),
      documentId: Number(r.document_id),
      fileName: r.file_name,
      storedName: r.stored_name,
      mimeType: r.mime_type,
      sizeBytes: r.size_bytes,
    },
    memberId: Number(r.member_id),
  };
}

export async function listDocumentFiles(q: Queryable, documentId: number): Promise<KycFile[]> {
  const rows = await q.query<{
    id: string | number;
    document_id: string | number;
    file_name: string;
    stored_name: string;
    mime_type: string;
    size_bytes: number;
  }>(
    `SELECT id, document_id, file_name, stored_name, mime_type, size_bytes
       FROM kyc_files WHERE document_id = $1 ORDER BY id`,
    [documentId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    documentId: Number(r.document_id),
    fileName: r.file_name,
    storedName: r.stored_name,
    mimeType: r.mime_type,
    sizeBytes: r.size_bytes,
  }));
}

/** The member's documents but one, newest first: what else the reviewer should know. */
export async function listOtherKycDocuments(
  q: Queryable,
  memberId: number,
  exceptId: number,
): Promise<{ id: number; categoryName: string; status: KycStatus; createdAt: Date }[]> {
  const rows = await q.query<{
    id: string | number;
    category_name: string;
    status: KycStatus;
    created_at: Date;
  }>(
    `SELECT d.id, c.name AS category_name, d.status, d.created_at
       FROM kyc_documents d JOIN kyc_categories c ON c.id = d.category_id
      WHERE d.member_id = $1 AND d.id <> $2
      ORDER BY d.created_at DESC, d.id DESC`,
    [memberId, exceptId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    categoryName: r.category_name,
    status: r.status,
    createdAt: r.created_at,
  }));
}

/** The document's owner's language and its category's name in that language (decision 045). */
export async function findKycNoticeContext(
  q: Queryable,
  documentId: number,
): Promise<{ language: string; categoryName: string } | null> {
  const rows = await q.query<{ language: string; category_name: string }>(
    `SELECT m.language, ${translated('name', 'm.language', 'c')} AS category_name
       FROM kyc_documents d
       JOIN members m ON m.id = d.member_id
       JOIN kyc_categories c ON c.id = d.category_id
      WHERE d.id = $1`,
    [documentId],
  );
  const r = rows[0];
  return r ? { language: r.language, categoryName: r.category_name } : null;
}

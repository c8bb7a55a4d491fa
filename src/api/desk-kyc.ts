import {
  deskKycDecisionWire,
  deskKycDetailWire,
  deskKycPageWire,
  type DeskKycDetailWire,
  type DeskKycStatusFilter,
} from '@contract/desk-kyc';
import type { KycStatusWire } from '@contract/kyc';
import { cursorList, getById } from './cursor-page';
import { apiErrorFromWire, getRequestFor, post } from './http';

// The operator desk's identity-documents queue (issue 30): /api/admin/kyc/…

type DocumentWire = DeskKycDetailWire['document'];

export type DeskKycMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
};

/** A document as the queue lists it. */
export type DeskKycDocument = {
  id: number;
  member: DeskKycMember;
  categoryId: number;
  categoryName: string;
  status: KycStatusWire;
  /** Why it was rejected; null unless rejected. */
  reason: string | null;
  dateCreated: string;
  dateUpdated: string;
  fileCount: number;
};

export type DeskKycFile = {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  url: string;
};

export type DeskKycDetail = {
  document: DeskKycDocument;
  member: DeskKycMember & { email: string; dateJoined: string };
  files: DeskKycFile[];
  otherDocuments: {
    id: number;
    categoryName: string;
    status: KycStatusWire;
    dateCreated: string;
  }[];
};

const toMember = (w: DocumentWire['member']): DeskKycMember => ({
  id: w.id,
  username: w.username,
  firstName: w.first_name,
  lastName: w.last_name,
});

const toDeskKycDocument = (w: DocumentWire): DeskKycDocument => ({
  id: w.id,
  member: toMember(w.member),
  categoryId: w.category_id,
  categoryName: w.category_name,
  status: w.status,
  reason: w.reason,
  dateCreated: w.created_at,
  dateUpdated: w.updated_at,
  fileCount: w.file_count,
});

export const toDeskKycDetail = (w: DeskKycDetailWire): DeskKycDetail => ({
  document: toDeskKycDocument(w.document),
  member: { ...toMember(w.member), email: w.member.email, dateJoined: w.member.joined_at },
  files: w.files.map((f) => ({
    id: f.id,
    fileName: f.file_name,
    mimeType: f.mime_type,
    size: f.size,
    url: f.url,
  })),
  otherDocuments: w.other_documents.map((d) => ({
    id: d.id,
    categoryName: d.category_name,
    status: d.status,
    dateCreated: d.created_at,
  })),
});

export type DeskKycFilter = { status: DeskKycStatusFilter; member: string };

export const getDeskKycDocuments = cursorList(
  '/api/admin/kyc/documents',
  deskKycPageWire,
  toDeskKycDocument,
  (f: DeskKycFilter) => ({ status: f.status, member: f.member }),
);

export const getDeskKycDetail = async (id: string, signal?: AbortSignal) =>
  toDeskKycDetail(await getById('/api/admin/kyc/documents', id, deskKycDetailWire, signal));

export const approveKycDocument = async (id: number) =>
  toDeskKycDocument(
    (await post(`/api/admin/kyc/documents/${id}/approve`, {}, { schema: deskKycDecisionWire }))
      .document,
  );

export const rejectKycDocument = async (id: number, reason: string) =>
  toDeskKycDocument(
    (
      await post(
        `/api/admin/kyc/documents/${id}/reject`,
        { reason },
        { schema: deskKycDecisionWire },
      )
    ).document,
  );

/**
 * A file's bytes for showing it: an <img> or <iframe> cannot send the bearer token, so the
 * desk fetches the file with it and shows the blob through an object URL.
 */
export async function getDeskKycFile(url: string, signal?: AbortSignal): Promise<Blob> {
  const request = getRequestFor(url);
  let response: Response;
  try {
    response = await fetch(request.url, { headers: request.headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw apiErrorFromWire(0, undefined);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    throw apiErrorFromWire(response.status, body, text);
  }
  return response.blob();
}

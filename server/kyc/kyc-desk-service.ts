import type { Queryable } from '../db/connection';
import type { PageRequest } from '../http/paging';
import { insertNotification } from '../notifications';
import { AppError, notFound } from '../shared/app-error';
import {
  findDeskKycDocument,
  findDeskKycMember,
  findKycNoticeContext,
  findKycFileWithOwner,
  listDeskKycDocuments,
  listDocumentFiles,
  listOtherKycDocuments,
} from './kyc-desk-repo';
import { decideKycDocument, lockKycDocumentStatus } from './kyc-repo';
import { kycDecisionNotice } from './kyc-notices';
import { loadKycFile, type KycFileContent } from './kyc-service';
import type {
  DeskKycDocument,
  DeskKycFilter,
  DeskKycMember,
  KycDecision,
  KycFile,
  KycStatus,
} from './kyc';

/** The operator desk's KYC queue (issue 30): read every member's documents, decide pending ones. */

export const listDeskKycPage = (db: Queryable, filter: DeskKycFilter, page: PageRequest) =>
  listDeskKycDocuments(db, filter, page);

export type DeskKycDetail = {
  document: DeskKycDocument;
  member: DeskKycMember;
  files: KycFile[];
  others: { id: number; categoryName: string; status: KycStatus; createdAt: Date }[];
};

export async function getDeskKycDetail(db: Queryable, documentId: number): Promise<DeskKycDetail> {
  const document = await findDeskKycDocument(db, documentId);
  if (!document) throw notFound('KYC document not found.');
  const [member, files, others] = await Promise.all([
    findDeskKycMember(db, document.member.id),
    listDocumentFiles(db, documentId),
    listOtherKycDocuments(db, document.member.id, documentId),
  ]);
  return { document, member: member!, files, others };
}

/** Any member's file, for an operator holding `kyc`; a missing one is a 404. */
export async function readDeskKycFile(
  db: Queryable,
  dataDir: string,
  fileId: number,
): Promise<KycFileContent> {
  const found = await findKycFileWithOwner(db, fileId);
  if (!found) throw notFound('File not found.');
  return loadKycFile(dataDir, found.memberId, found.file);
}

/**
 * Approves or rejects a pending document inside the operator's transaction `tx` (the desk
 * opens it with its audit row) and writes the member's notice there too. A document already
 * decided is a 409 `conflict`: a decision is final, and two operators deciding at once are
 * served one after the other (the row lock), so the second learns what the first did instead
 * of overwriting it. Answers the document as it now is and its status and reason before.
 */
export async function decidePendingKyc(
  tx: Queryable,
  documentId: number,
  decision: KycDecision,
): Promise<{ document: DeskKycDocument; before: { status: KycStatus; reason: string | null } }> {
  const current = await lockKycDocumentStatus(tx, documentId);
  if (!current) throw notFound('KYC document not found.');
  if (current.status !== 'pending')
    throw new AppError(
      409,
      'conflict',
      `This document was already ${current.status}: only a pending document can be decided.`,
    );
  await decideKycDocument(tx, documentId, decision);
  const document = (await findDeskKycDocument(tx, documentId))!;
  const context = (await findKycNoticeContext(tx, documentId))!;
  await insertNotification(tx, {
    memberId: current.memberId,
    // Not a preference a member can switch off: the company must be able to tell them.
    event: 'kyc_status',
    // A system notice: its own title and body, no thread behind it.
    kind: 'message',
    ...kycDecisionNotice(context.language, context.categoryName, decision),
    refId: null,
  });
  return { document, before: { status: current.status, reason: current.reason } };
}

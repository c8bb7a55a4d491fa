export type KycStatus = 'pending' | 'approved' | 'rejected';

export type { KycCategory } from '../../contract/model';

export type KycFile = {
  id: number;
  documentId: number;
  fileName: string;
  storedName: string;
  mimeType: string;
  sizeBytes: number;
};

export type KycDocument = {
  id: number;
  status: KycStatus;
  categoryId: number;
  categoryName: string;
  createdAt: Date;
  /** Why the company rejected it; null unless rejected. */
  reason: string | null;
  files: KycFile[];
};

/** A member as the desk names them beside a document. */
export type DeskKycMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string | null;
  email: string;
  joinedAt: Date;
};

/** A document as the operator desk's queue shows it. */
export type DeskKycDocument = {
  id: number;
  member: Pick<DeskKycMember, 'id' | 'username' | 'firstName' | 'lastName'>;
  categoryId: number;
  categoryName: string;
  status: KycStatus;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The text of the column the queue walks (created_at or updated_at): the cursor's key. */
  sortKey: string;
  fileCount: number;
};

export type DeskKycFilter = {
  status: KycStatus | 'all';
  member?: string;
  category?: number;
};

/** What an operator decides about a pending document. */
export type KycDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

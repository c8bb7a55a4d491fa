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

import type { KycDocumentWire } from '../../contract/kyc';
import { typedFileName } from '../shared/uploads';
import type { KycDocument } from './kyc';

const fileUrl = (fileId: number) => `/api/kyc/file/${fileId}`;

export const toKycDocumentWire = (d: KycDocument): KycDocumentWire => ({
  id: d.id,
  status: d.status,
  category_name: d.categoryName,
  created_at: d.createdAt.toISOString(),
  rejection_reason: d.reason,
  documents: d.files.map((f) => ({
    id: f.id,
    // The app saves the file under this name: it ends in the extension of the real type.
    file_name: typedFileName(f.fileName, f.mimeType),
    url: fileUrl(f.id),
    mime_type: f.mimeType,
    size: f.sizeBytes,
  })),
});

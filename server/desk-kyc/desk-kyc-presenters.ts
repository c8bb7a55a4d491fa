import type { DeskKycDetailWire, DeskKycItemWire } from '../../contract/desk-kyc';
import type { DeskKycDetail, DeskKycDocument } from '../kyc';
import { typedFileName } from '../shared/uploads';

/** Where an operator views a file: inline, with their token (GET /api/admin/kyc/files/{id}). */
const deskKycFileUrl = (fileId: number) => `/api/admin/kyc/files/${fileId}`;

export const toDeskKycItemWire = (d: DeskKycDocument): DeskKycItemWire => ({
  id: d.id,
  member: {
    id: d.member.id,
    username: d.member.username,
    first_name: d.member.firstName,
    last_name: d.member.lastName,
  },
  category_id: d.categoryId,
  category_name: d.categoryName,
  status: d.status,
  reason: d.reason,
  created_at: d.createdAt.toISOString(),
  updated_at: d.updatedAt.toISOString(),
  file_count: d.fileCount,
});

export const toDeskKycDetailWire = (d: DeskKycDetail): DeskKycDetailWire => ({
  document: toDeskKycItemWire(d.document),
  member: {
    id: d.member.id,
    username: d.member.username,
    first_name: d.member.firstName,
    last_name: d.member.lastName,
    email: d.member.email,
    joined_at: d.member.joinedAt.toISOString(),
  },
  files: d.files.map((f) => ({
    id: f.id,
    file_name: typedFileName(f.fileName, f.mimeType),
    mime_type: f.mimeType,
    size: f.sizeBytes,
    url: deskKycFileUrl(f.id),
  })),
  other_documents: d.others.map((o) => ({
    id: o.id,
    category_name: o.categoryName,
    status: o.status,
    created_at: o.createdAt.toISOString(),
  })),
});

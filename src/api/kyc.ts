import { signalOf } from './cursor-page';
import { del, download, get, postMultipartWithProgress } from './http';
import {
  kycCategoriesWire,
  kycDeleteResponseWire,
  kycDetailsWire,
  kycSubmitFields,
  kycSubmitResponseWire,
  type KycDocumentWire,
  type KycStatusWire,
} from '@contract/kyc';
import type { KycCategory } from '@contract/model';

// Spec §7 Orders and KYC; §3 KYC document.

type KycStatus = KycStatusWire;
export type KycFile = { id: number; fileName: string; url: string; mimeType: string; size: number };

/** Spec §3 KYC document: id, status, categoryName, dateCreated, documents. */
export type KycDocument = {
  id: number;
  status: KycStatus;
  categoryName: string;
  dateCreated: string;
  rejectionReason: string | null;
  documents: KycFile[];
};

const toKycDocument = (w: KycDocumentWire): KycDocument => ({
  id: w.id,
  status: w.status,
  categoryName: w.category_name,
  dateCreated: w.created_at,
  rejectionReason: w.rejection_reason,
  documents: w.documents.map((f) => ({
    id: f.id,
    fileName: f.file_name,
    url: f.url,
    mimeType: f.mime_type,
    size: f.size,
  })),
});

export const getKycCategories = async (signal?: AbortSignal): Promise<KycCategory[]> =>
  (await get('/api/kyc/kyc_category', { schema: kycCategoriesWire, ...signalOf(signal) })).items;

export const getKycDetails = async (signal?: AbortSignal): Promise<KycDocument[]> =>
  (await get('/api/kyc/kyc_details', { schema: kycDetailsWire, ...signalOf(signal) })).items.map(
    toKycDocument,
  );

/** Spec §7: multipart, files under documents[]; progress is the share of the body sent. */
export async function submitKyc(
  categoryId: number,
  files: readonly File[],
  onProgress: (loaded: number, total: number) => void,
): Promise<KycDocument> {
  const form = new FormData();
  form.append(kycSubmitFields.category, String(categoryId));
  for (const f of files) form.append(kycSubmitFields.files, f, f.name);
  const w = await postMultipartWithProgress('/api/kyc/submit', form, onProgress, {
    schema: kycSubmitResponseWire,
  });
  return toKycDocument(w.document);
}

/** The spec writes this path as /referrals/delete_kyc/{id}; the client prefixes /api. */
export const deleteKyc = async (id: number) =>
  del(`/api/referrals/delete_kyc/${id}`, undefined, { schema: kycDeleteResponseWire });

export const downloadKycFile = (file: KycFile) => download(file.url, file.fileName);

import { z } from 'zod';
import { kycStatuses } from './constants';
import { instantWire } from './common';

/** The statuses a KYC document moves through (the spec does not list them). */
const kycStatusWire = z.enum(kycStatuses);
export type KycStatusWire = z.infer<typeof kycStatusWire>;

const kycCategoryWire = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});

/** GET /api/kyc/kyc_category. */
export const kycCategoriesWire = z.object({ items: z.array(kycCategoryWire) });

/** What an upload may hold; the client may check it first, the server always does. */
export const kycUploadLimits = {
  maxFiles: 4,
  maxFileBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'],
} as const;

/**
 * One uploaded file. `url` is the authenticated download path (GET with the member's token);
 * `mime_type` is the type the server detected from the content, not the one the client sent.
 */
export const kycFileWire = z.object({
  id: z.number().int(),
  file_name: z.string(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

/** Spec §3 KYC document. */
const kycDocumentWire = z.object({
  id: z.number().int(),
  status: kycStatusWire,
  category_name: z.string(),
  created_at: instantWire,
  /** Why the company rejected the document; null unless rejected. */
  rejection_reason: z.string().nullable(),
  documents: z.array(kycFileWire),
});
export type KycDocumentWire = z.infer<typeof kycDocumentWire>;

/** GET /api/kyc/kyc_details: every document of the signed-in member, newest first. */
export const kycDetailsWire = z.object({ items: z.array(kycDocumentWire) });

/** POST /api/kyc/submit answers 201 with the document it created. */
export const kycSubmitResponseWire = z.object({ document: kycDocumentWire });

/** DELETE /api/referrals/delete_kyc/{id}. */
export const kycDeleteResponseWire = z.object({ id: z.number().int(), deleted: z.literal(true) });

/** The multipart field names of POST /api/kyc/submit (spec §7: files under documents[]). */
export const kycSubmitFields = { files: 'documents[]', category: 'category_id' } as const;

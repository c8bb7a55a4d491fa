import type { z } from 'zod';
import { kycFileWire, kycUploadLimits } from './kyc';

/**
 * What mail and support tickets share: attachments (the KYC checks: PNG, JPEG or PDF, at most
 * 4 files of 5 MB, the type read from the content) and the multipart field they travel in.
 */
export const attachmentLimits = kycUploadLimits;

/** The multipart field of the files of a mail, a reply or a ticket (0 to 4 of them). */
export const attachmentsField = 'attachments[]';

/**
 * An uploaded file, as a KYC document lists its own: `url` is an authenticated download path
 * (GET it with the member's token) and `mime_type` the type read from the content.
 */
export const attachmentWire = kycFileWire;
export type AttachmentWire = z.infer<typeof attachmentWire>;

/** Bodies are plain text: the server stores and answers them as written, never as HTML. */
export const messageBodyLimit = 10_000;
export const subjectLimit = 150;

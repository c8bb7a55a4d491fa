import { z } from 'zod';
import {
  cursorPageWire,
  cursorQueryWire,
  instantWire,
  int4IdTextWire,
  memberSummaryFields,
} from './common';
import { kycStatuses } from './constants';

/**
 * The identity-documents queue of the operator desk (issue 30): operators holding `kyc` read
 * members' documents and approve or reject them. Every call lives under /api/admin/kyc.
 */

/** The queue's status filter: one status, or every document. */
export const deskKycStatusFilters = [...kycStatuses, 'all'] as const;
export type DeskKycStatusFilter = (typeof deskKycStatusFilters)[number];

/** The limits of a rejection reason, which the member reads on their KYC screen. */
export const kycReasonLimits = { min: 3, max: 500 } as const;

/**
 * GET /api/admin/kyc/documents. `status` defaults to pending, served oldest first (first in,
 * first out); the other filters are served newest decision first. `member` matches a
 * username or e-mail containing it, or a member id; `category` is a KYC category id.
 */
export const deskKycQueryWire = z.object({
  cursor: cursorQueryWire,
  status: z
    .enum(deskKycStatusFilters, { error: 'Choose pending, approved, rejected or all.' })
    .default('pending'),
  member: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
  category: int4IdTextWire('Choose a document category from the list.').optional(),
});
export type DeskKycQueryWire = z.infer<typeof deskKycQueryWire>;

const deskKycMemberWire = z.object(memberSummaryFields);

/** One document in the queue. */
const deskKycItemWire = z.object({
  id: z.number().int(),
  member: deskKycMemberWire,
  category_id: z.number().int(),
  category_name: z.string(),
  status: z.enum(kycStatuses),
  /** Why it was rejected; null unless rejected. */
  reason: z.string().nullable(),
  created_at: instantWire,
  updated_at: instantWire,
  file_count: z.number().int(),
});
export type DeskKycItemWire = z.infer<typeof deskKycItemWire>;

export const deskKycPageWire = cursorPageWire(deskKycItemWire);

/** A file of the document; `url` answers its bytes to an operator's token, for viewing. */
const deskKycFileWire = z.object({
  id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** GET /api/admin/kyc/documents/{id}: the document, its files and the member's other ones. */
export const deskKycDetailWire = z.object({
  document: deskKycItemWire,
  member: deskKycMemberWire.extend({ email: z.string(), joined_at: instantWire }),
  files: z.array(deskKycFileWire),
  other_documents: z.array(
    z.object({
      id: z.number().int(),
      category_name: z.string(),
      status: z.enum(kycStatuses),
      created_at: instantWire,
    }),
  ),
});
export type DeskKycDetailWire = z.infer<typeof deskKycDetailWire>;

const reasonMessage = `Give the reason in ${kycReasonLimits.min} to ${kycReasonLimits.max} characters; the member reads it.`;

/** POST /api/admin/kyc/documents/{id}/reject. */
export const deskKycRejectBodyWire = z.object({
  reason: z
    .string({ error: reasonMessage })
    .trim()
    .min(kycReasonLimits.min, reasonMessage)
    .max(kycReasonLimits.max, reasonMessage),
});

/** What approve and reject answer: the document as it now is. */
export const deskKycDecisionWire = z.object({ document: deskKycItemWire });

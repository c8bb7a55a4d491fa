import { z } from 'zod';
import { commonQueryWire, personNameFields } from './common';

// Spec §7 "User and signup": user_role, sponsor/placement downline search, admin_info, DELETE.

/** Spec §9 roles by number: 1 Admin, 2 User, 3 Affiliate. */
export const userRoleResponseWire = z.object({
  role_id: z.number().int(),
  role_name: z.enum(['Admin', 'User', 'Affiliate']),
});

export const downlineSearchQueryWire = commonQueryWire.extend({
  keyword: z
    .string({ error: 'Enter a name, username or email to search for.' })
    .trim()
    .min(1, 'Enter a name, username or email to search for.')
    .max(100),
  /** How many generations (sponsor line) or placement levels below the caller to search. */
  levels: z.coerce.number().int().positive().max(10_000).optional(),
});
export type DownlineSearchQueryWire = z.infer<typeof downlineSearchQueryWire>;

/** §3 Downline member (search result). */
const downlineMemberWire = z.object({
  ...personNameFields,
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
});
export type DownlineMemberWire = z.infer<typeof downlineMemberWire>;

export const downlineSearchResponseWire = z.object({ data: z.array(downlineMemberWire) });

/** Who runs the company and how to reach them; answered with or without a session. */
export const adminInfoResponseWire = z.object({
  company_name: z.string(),
  admin_username: z.string().nullable(),
  email: z.string(),
  support_email: z.string().nullable(),
  phone: z.string().nullable(),
});

export const deleteAccountBodyWire = z.object({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200),
  /** Spec §6: sent when a store module is on; the member's store sessions end with the account. */
  store_token: z.string().max(4000).optional(),
});

export const deleteAccountResponseWire = z.object({ deleted: z.literal(true) });

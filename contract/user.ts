// zod/mini: part of the sign-in path (docs/decisions/026-sign-in-bundle.md).
import * as z from 'zod/mini';

export const userWire = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.nullable(z.string()),
  avatar: z.nullable(z.string()),
  status: z.int(),
  role_id: z.int(),
  date_format: z.string(),
  customer_id: z.nullable(z.string()),
  referral_link: z.string(),
  email: z.string(),
  language: z.string(),
  currency: z.string(),
});
export type UserWire = z.infer<typeof userWire>;

export const userDataResponseWire = z.object({ user: userWire });

export const authCheckResponseWire = z.object({
  authenticated: z.literal(true),
  user_id: z.int(),
  status: z.int(),
  role_id: z.int(),
});

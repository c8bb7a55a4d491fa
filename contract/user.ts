import { z } from 'zod';

export const userWire = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.number().int(),
  role_id: z.number().int(),
  date_format: z.string(),
  customer_id: z.string().nullable(),
  referral_link: z.string(),
  email: z.string(),
  language: z.string(),
  currency: z.string(),
});
export type UserWire = z.infer<typeof userWire>;

export const userDataResponseWire = z.object({ user: userWire });
export type UserDataResponseWire = z.infer<typeof userDataResponseWire>;

export const authCheckResponseWire = z.object({
  authenticated: z.literal(true),
  user_id: z.number().int(),
  status: z.number().int(),
  role_id: z.number().int(),
});
export type AuthCheckResponseWire = z.infer<typeof authCheckResponseWire>;

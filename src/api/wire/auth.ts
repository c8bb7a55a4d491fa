import { z } from 'zod';
import { currencyWire, planTypeWire } from './modules';
import { userWire } from './user';

// Long enough for any passphrase, short enough that hashing it cannot be used to tie up the CPU.
const password = z.string().min(1, 'The password is required.').max(1024);
const username = z.string().trim().min(1, 'The username is required.').max(100);
const email = z.email('Enter a valid email address.').max(254);
const mobile = z
  .string()
  .trim()
  .regex(/^\d{4,15}$/, 'Enter a valid mobile number.');
const mobileCode = z
  .string()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'Enter a valid country code.');

/** POST /api/auth/login (spec §7): the login_using value decides which identifier travels. */
export const loginBodyWire = z.discriminatedUnion(
  'login_using',
  [
    z.object({ login_using: z.literal('username'), username, password }),
    z.object({ login_using: z.literal('email'), email, password }),
    z.object({
      login_using: z.literal('mobile_code'),
      mobile,
      mobile_code: mobileCode,
      password,
    }),
  ],
  { error: 'login_using must be username, email or mobile_code.' },
);
export type LoginBodyWire = z.infer<typeof loginBodyWire>;

export const loginResponseWire = z.object({
  user_status: z.number().int(),
  user_allowed: z.boolean(),
  is_master_demo: z.boolean(),
  compensation_plan: planTypeWire,
  default_store_id: z.number().int().nullable(),
  store_token: z.string().nullable(),
  token: z.string(),
  user: userWire,
  default_currency: currencyWire,
  default_language: z.string(),
  sso_token: z.string().nullable(),
});
export type LoginResponseWire = z.infer<typeof loginResponseWire>;

export const logoutResponseWire = z.object({ sso_logout_token: z.string().nullable() });
export type LogoutResponseWire = z.infer<typeof logoutResponseWire>;

export const dummyResponseWire = z.object({ status: z.literal('ok'), server_time: z.string() });
export type DummyResponseWire = z.infer<typeof dummyResponseWire>;

// The answers of the unlock calls, in zod/mini: the sign-in screen loads the unlock panel
// when a login answers 429 account_locked (docs/decisions/026-sign-in-bundle.md).
import * as z from 'zod/mini';

/**
 * POST /api/auth/send_unlock_code and /api/account/unlock/send_code. No address in the
 * answer: the public call must not tell who has an account, or where its mail goes.
 */
export const unlockCodeSentWire = z.object({
  status: z.literal('sent'),
  /** Seconds the code stays valid. */
  expires_in: z.int(),
});

/** POST /api/auth/unlock_account and /api/account/unlock: the failure counts are cleared. */
export const accountUnlockedWire = z.object({ status: z.literal('unlocked') });

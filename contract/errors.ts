import { z } from 'zod';

/** Codes the server sends in `error_code` (spec §8 and DESIGN §2). */
export type ErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'demo_blocked'
  | 'user_blocked'
  | 'rate_limited'
  // 429 too: one account's wrong passwords; its owner may unlock it with an e-mailed code.
  | 'account_locked'
  // Load shedding: 503 with Retry-After (issue 17).
  | 'service_unavailable'
  // 409: a request with the same Idempotency-Key is still running (issue 29).
  | 'conflict'
  | 'server_error';

/** Every non-2xx answer has this body; `loaded_modules` may ride along (spec §8). */
export const errorWire = z.object({
  error_code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  loaded_modules: z.unknown().optional(),
});

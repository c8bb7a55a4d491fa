import { isApiError } from './errors';

/** crypto.randomUUID exists in secure contexts only (HTTPS, localhost); random bytes always do. */
const newKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');

/**
 * The Idempotency-Key of one user action on a money-moving call (issue 29): a fresh key for
 * each action, and the same key again when an action whose answer never arrived (no response,
 * or a 5xx) is sent again with the same input, so the server runs it once. A success or a
 * refusal (4xx) ends the action: the next send is a new one.
 */
export function actionKeys() {
  let pending: { input: string; key: string } | null = null;
  return async <T>(input: unknown, run: (key: string) => Promise<T>): Promise<T> => {
    const text = JSON.stringify(input ?? null);
    const key = pending?.input === text ? pending.key : newKey();
    pending = { input: text, key };
    try {
      const out = await run(key);
      pending = null;
      return out;
    } catch (error) {
      // A 5xx may come from a proxy whose origin did run the call: kept, like no answer.
      if (isApiError(error) && error.status > 0 && error.status < 500) pending = null;
      throw error;
    }
  };
}

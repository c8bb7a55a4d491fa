import type { SignupOutcome } from '@/api/signup';

/**
 * What the code step needs from the signup: the verification key, where the code went and
 * who signed up. It travels in router state and is mirrored in sessionStorage (the key is
 * opaque and only good for this signup), so a reload of the code screen still works.
 */
export type SignupFlow = { key: string; sentTo: string | null; username: string };

const storageKey = 'portal_signup_flow';

export function saveSignupFlow(outcome: SignupOutcome): SignupFlow | null {
  if (!outcome.key) return null;
  const flow = { key: outcome.key, sentTo: outcome.sentTo, username: outcome.username };
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(flow));
  } catch {
    // Router state alone still carries it.
  }
  return flow;
}

const isFlow = (v: unknown): v is SignupFlow =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SignupFlow).key === 'string' &&
  typeof (v as SignupFlow).username === 'string';

export function readSignupFlow(state: unknown): SignupFlow | null {
  if (isFlow(state)) return state;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    return isFlow(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function clearSignupFlow(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored.
  }
}

import type { CodeRecipient } from '@/api/auth';
import type { LoginIdentifier } from './identifier';

/**
 * What one step of a code flow hands the next (router state, so a code never lands in
 * storage): who the code went to, the masked address the server named, and, once checked,
 * the code itself for the reset call.
 */
export type CodeFlowState = { to: CodeRecipient; sentTo?: string; otp?: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readRecipient(v: unknown): CodeRecipient | null {
  if (!isRecord(v)) return null;
  if (v.using === 'email' && typeof v.email === 'string') return { using: 'email', email: v.email };
  if (v.using === 'mobile_code' && typeof v.mobileCode === 'string' && typeof v.mobile === 'string')
    return { using: 'mobile_code', mobileCode: v.mobileCode, mobile: v.mobile };
  return null;
}

/** Null when the page was opened directly (or reloaded after the state was lost). */
export function readCodeFlowState(state: unknown): CodeFlowState | null {
  if (!isRecord(state)) return null;
  const to = readRecipient(state.to);
  if (!to) return null;
  return {
    to,
    ...(typeof state.sentTo === 'string' && { sentTo: state.sentTo }),
    ...(typeof state.otp === 'string' && { otp: state.otp }),
  };
}

/** /login/continue: the identifier a visitor already gave, without a password. */
export type ContinueState = { identifier: LoginIdentifier };

export function readContinueState(state: unknown, search: string): LoginIdentifier | null {
  if (isRecord(state) && isRecord(state.identifier)) {
    const i = state.identifier;
    if (i.loginUsing === 'username' && typeof i.username === 'string' && i.username !== '')
      return { loginUsing: 'username', username: i.username };
    if (i.loginUsing === 'email' && typeof i.email === 'string' && i.email !== '')
      return { loginUsing: 'email', email: i.email };
    if (
      i.loginUsing === 'mobile_code' &&
      typeof i.mobileCode === 'string' &&
      typeof i.mobile === 'string'
    )
      return { loginUsing: 'mobile_code', mobileCode: i.mobileCode, mobile: i.mobile };
  }
  // A link such as /login/continue?username=ana (from the signup success screen) works too.
  const username = new URLSearchParams(search).get('username')?.trim();
  return username ? { loginUsing: 'username', username } : null;
}

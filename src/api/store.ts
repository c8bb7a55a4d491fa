import { post } from './http';
import { setStoreToken } from '@/session/storage';
import { ssoLoginResponseWire, ssoTicketResponseWire } from '@contract/auth-responses';

/**
 * A store session for the signed-in member (spec §4: the store token is kept for store
 * logins): a fresh one-time SSO ticket (the one login gave lasts 5 minutes) traded for a
 * store token that the store accepts.
 */
export async function openStoreSession(): Promise<{ storeToken: string; storeUrl: string | null }> {
  const ticket = await post('/api/auth/sso_ticket', {}, { schema: ssoTicketResponseWire });
  const w = await post(
    '/api/auth/sso_login',
    { sso_token: ticket.sso_token },
    { schema: ssoLoginResponseWire },
  );
  setStoreToken(w.store_token);
  return { storeToken: w.store_token, storeUrl: w.store_url };
}

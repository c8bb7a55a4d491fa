// The real app as the API benches start it, and clients signed in to it.
import type { AddressInfo } from 'node:net';
import { defaultAppKey } from '../../contract/constants';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/connection';
import { loadConfig } from '../../server/shared/config';
import type { Client } from './measure';

/** The real app over the bench company's database, listening on 127.0.0.1 and a free port. */
export async function startApp(db: Db): Promise<{ base: string; close: () => Promise<void> }> {
  const config = { ...loadConfig({}), distDir: '/nonexistent-build', databaseUrl: undefined };
  const app = await buildApp({ db, config });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: () => app.close(),
  };
}

/** The session token of a seeded member (each has the demo password). */
export async function loginToken(base: string, username: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': defaultAppKey },
    body: JSON.stringify({ login_using: 'username', username, password: 'demopass1' }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`login of ${username} failed: ${login.status}`);
  return token;
}

/** A client whose GETs go out under the member's session. */
export async function signIn(base: string, username: string): Promise<Client> {
  const token = await loginToken(base, username);
  return async (path) => {
    const res = await fetch(base + path, {
      headers: { 'api-key': defaultAppKey, authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: await res.text() };
  };
}

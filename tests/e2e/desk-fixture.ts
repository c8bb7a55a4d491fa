// What the desk's journey files share: a copy of the seeded company the file may change before
// its server opens it, an operator signed in on the normal login, and a JSON call from a page.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { defaultAppKey } from '../../contract/constants';
import { openDb, type Db } from '../../server/db/connection';
import { prepareDatabase } from '../../server/prepare';
import { TEMPLATE_ENV } from './harness';
import { openPage, type E2E } from './session';

export type DeskDataDir = { dataDir: string; remove: () => Promise<void> };

/**
 * A copy of the run's seeded template (or a fresh seed when a file runs alone), changed by
 * `change` while no server holds it: the embedded database has one owner at a time.
 */
export async function prepareDeskDataDir(
  name: string,
  change?: (db: Db) => Promise<void>,
): Promise<DeskDataDir> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `member-portal-e2e-${name}-`));
  const template = process.env[TEMPLATE_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    if (!template) await prepareDatabase(db, { members: 120, seed: 42 });
    await change?.(db);
  } finally {
    await db.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** Runs `work` on a data folder no server holds (stop its server first). */
export async function withDataDir<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** An operator signed in through the members' login form, landed on the desk. */
export async function operatorPage(e2e: E2E, username: string, width = 1280): Promise<Page> {
  const page = await openPage(e2e, { width, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.locator('input[name=password]').fill('demopass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
  return page;
}

/** A JSON call from the page, under a token, as the app makes it. */
export async function api(page: Page, token: string, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body, token, key }) => {
      const res = await fetch(url, {
        method,
        headers: {
          'api-key': key,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body, token, key: defaultAppKey },
  );
}

// A data folder whose company is in demo mode, prepared before a server opens it: the
// embedded database belongs to one process at a time, so the flags are set first and the
// server then reuses the folder (start-up never seeds over an existing company).
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '../../server/db/connection';
import { prepareDatabase } from '../../server/prepare';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { releaseDueEarnings } from '../../server/holds';
import { postLedgerTransaction, walletBalanceMinor } from '../../server/ledger';
import { payoutRequestEntries } from '../../server/payout/payout';
import { confirmSale, getCatalog, recordSale, refundSale } from '../../server/sales/sale-service';
import { TEMPLATE_ENV } from './harness';

export async function prepareDemoDataDir(opts: {
  members: number;
  /** Members whose demo access is withdrawn (members.user_allowed = false). */
  notAllowed: readonly string[];
}): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-demo-'));
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    await prepareDatabase(db, { members: opts.members, seed: 42 });
    await db.query('UPDATE company SET is_demo = true WHERE id = 1');
    await db.query('UPDATE members SET user_allowed = false WHERE username = ANY($1::text[])', [
      [...opts.notAllowed],
    ]);
  } finally {
    await db.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

/** A data folder whose company runs in store mode, switched the way an operator does it. */
export async function prepareStoreDataDir(opts: {
  members: number;
}): Promise<{ dataDir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-store-'));
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    await prepareDatabase(db, { members: opts.members, seed: 42 });
    await setModuleFlag(db, 'store', true);
  } finally {
    await db.close();
  }
  return { dataDir, remove: () => rm(dataDir, { recursive: true, force: true }) };
}

const DAY = 86_400_000;

/** What prepareDebtDataDir left behind, for the test to find on screen. */
export type DebtStory = {
  /** The member who owes (demo) and the seller whose refunded sale made the debt. */
  debtor: string;
  seller: string;
  /** The refunded sale's invoice. */
  invoiceNo: string;
  /** Another member with money to withdraw and nothing owed. */
  payer: string;
};

/**
 * A data folder where demo owes the company (decision 037), made with the company's own steps
 * before the server opens it: a direct downline sells for cash; the company confirms it was
 * paid 80 days ago; the release job runs past the return window; demo withdraws everything;
 * the company refunds the sale, so what was withdrawn is owed; a smaller later sale, released
 * too, repays part of the debt; 20.00 of the payout comes back, so a payout request gets as far
 * as the server's refusal. A copy of the suite's seeded template when there is one.
 */
export async function prepareDebtDataDir(): Promise<{
  dataDir: string;
  story: DebtStory;
  remove: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'member-portal-e2e-debt-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  const db = await openDb({ dataDir: path.join(dataDir, 'pgdata') });
  try {
    if (!template) await prepareDatabase(db, { members: 120, seed: 42 });
    const [pair] = await db.query<{ demo: number; seller: number; username: string }>(
      `SELECT s.id AS demo, m.id AS seller, m.username FROM members m
         JOIN members s ON s.id = m.sponsor_id
        WHERE s.username = 'demo' AND m.status = 1 AND m.deleted_at IS NULL
        ORDER BY m.id LIMIT 1`,
    );
    const demo = Number(pair!.demo);
    const seller = Number(pair!.seller);
    const packages = (await getCatalog(db)).filter((i) => i.type === 'package');
    const top = packages.sort((a, b) => b.priceMinor - a.priceMinor)[0]!;
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
    const sell = (quantity: number, daysAgo: number) =>
      recordSale(
        db,
        seller,
        {
          customer: { name: 'Rosa Vidal' },
          lines: [{ type: 'package', id: top.id, quantity }],
          paymentMethod: 'cash',
        },
        at(daysAgo),
      );

    const sale = await sell(3, 80);
    await confirmSale(db, seller, sale.id, at(80));
    await releaseDueEarnings(db, at(49));
    // The withdrawal: everything available goes to a payout request.
    const available = await walletBalanceMinor(db, demo);
    await postLedgerTransaction(
      db,
      { group: 'payout', type: 'debit', key: 'payout_request', memberId: demo, createdAt: at(48) },
      payoutRequestEntries(demo, available),
    );
    await refundSale(db, seller, sale.id, at(45));
    const later = await sell(1, 44);
    await confirmSale(db, seller, later.id, at(44));
    await releaseDueEarnings(db, at(13));
    // Part of the payout comes back (the bank refused it): available again, still owing.
    await postLedgerTransaction(
      db,
      {
        group: 'payout',
        type: 'credit',
        key: 'payout_rejected',
        memberId: demo,
        createdAt: at(12),
      },
      payoutRequestEntries(demo, -2000),
    );
    const [payer] = await db.query<{ username: string }>(
      `SELECT m.username FROM members m JOIN ledger_entries e ON e.member_id = m.id
        WHERE e.account = 'wallet' AND m.status = 1 AND m.deleted_at IS NULL
          AND m.username NOT IN ('demo', 'founder', 'blocked') AND m.id <> $1
        GROUP BY m.id, m.username ORDER BY sum(e.amount_minor) DESC LIMIT 1`,
      [seller],
    );
    return {
      dataDir,
      story: {
        debtor: 'demo',
        seller: pair!.username,
        invoiceNo: sale.invoiceNo,
        payer: payer!.username,
      },
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  } finally {
    await db.close();
  }
}

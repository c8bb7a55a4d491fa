import { beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/ledger/ledger';
import { insertEarning } from '../../server/engine/engine-bonus-repo';
import { postLedgerTransaction } from '../../server/ledger/ledger-repo';
import { idOf, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

type Day = { member_id: number; account: string; day: string; credit: number; debit: number };

/** The daily totals recomputed from the entries themselves: what the summary must equal. */
const fromEntries = `
  SELECT e.member_id::int8, e.account, to_char((t.created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day,
         sum(greatest(e.amount_minor, 0))::int8 AS credit, sum(greatest(-e.amount_minor, 0))::int8 AS debit
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
   WHERE e.member_id IS NOT NULL
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
const fromSummary = `
  SELECT member_id::int8, account, to_char(day, 'YYYY-MM-DD') AS day,
         credit_minor::int8 AS credit, debit_minor::int8 AS debit
    FROM ledger_daily ORDER BY 1, 2, 3`;
const earningsFromRows = `SELECT member_id::int8, sum(amount_minor)::int8 AS total FROM earnings GROUP BY 1 ORDER BY 1`;
const earningsFromSummary = `SELECT member_id::int8, total_minor::int8 AS total FROM earning_totals ORDER BY 1`;

describe(`running totals beside the ledger on ${dbLabel}`, () => {
  const t = useTestApp(40);
  let memberId: number;

  beforeAll(async () => {
    memberId = await idOf(t.db, 'demo');
  }, 120_000);

  it('match the seeded entries and earnings exactly', async () => {
    const days = await t.db.query<Day>(fromSummary);
    expect(days.length).toBeGreaterThan(10);
    expect(days).toEqual(await t.db.query<Day>(fromEntries));
    expect(await t.db.query(earningsFromSummary)).toEqual(await t.db.query(earningsFromRows));
  });

  it('follow new postings in the same transaction, and roll back with them', async () => {
    const at = new Date(Date.UTC(2031, 0, 5, 23, 59));
    await t.db.transaction(async (tx) => {
      const txn = await postLedgerTransaction(
        tx,
        { group: 'bonus', type: 'credit', key: 'direct_bonus', memberId, createdAt: at },
        [
          { account: accounts.wallet, memberId, amountMinor: 1234 },
          { account: accounts.bonusExpense, memberId: null, amountMinor: -1234 },
        ],
      );
      await insertEarning(tx, {
        memberId,
        fromMemberId: null,
        bonusType: 'direct_bonus',
        amountMinor: 1234,
        taxMinor: 0,
        serviceChargeMinor: 0,
        level: null,
        rankId: null,
        ledgerTxnId: txn,
        createdAt: at,
      });
    });
    await expect(
      t.db.transaction(async (tx) => {
        await postLedgerTransaction(
          tx,
          { group: 'payout', type: 'debit', key: 'payout', memberId, createdAt: at },
          [
            { account: accounts.wallet, memberId, amountMinor: -500 },
            { account: accounts.payoutPending, memberId, amountMinor: 500 },
          ],
        );
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');

    const [day] = await t.db.query<Day>(
      `${fromSummary.replace('ORDER BY', `WHERE member_id = ${memberId} AND account = 'wallet' AND day = '2031-01-05' ORDER BY`)}`,
    );
    expect(day).toMatchObject({ credit: 1234, debit: 0 });
    expect(await t.db.query<Day>(fromSummary)).toEqual(await t.db.query<Day>(fromEntries));
    expect(await t.db.query(earningsFromSummary)).toEqual(await t.db.query(earningsFromRows));
  });

  it('refuses to edit or delete an entry or an earning', async () => {
    await expect(
      t.db.query('UPDATE ledger_entries SET amount_minor = 1 WHERE id = 1'),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM earnings WHERE id = 1')).rejects.toThrow(/append-only/);
  });
});

import type { Queryable } from '../db/connection';
import { getPlanSetting } from '../company';
import { lockMemberWallet, postLedgerTransaction, walletBalanceMinor } from '../ledger';
import { insertPayout, payoutFeeMinor, payoutRequestEntries } from '../payout';

/**
 * The payouts desk's demo (issue 30 point 2): the company's threshold and paying account, and
 * pending bank-transfer payouts to IBANs from the members with the largest wallets (never the
 * showcase member), one of them above the threshold, so the queue has work on `npm start`.
 * Requests go through the ledger as a member's would: the wallet is debited and the amount
 * held on payout:pending, so every ledger invariant still holds.
 */
const accounts: [iban: string, bic: string, bank: string][] = [
  ['DE02120300000000202051', 'BYLADEM1001', 'Deutsche Kreditbank'],
  ['FR1420041010050500013M02606', 'PSSTFRPPXXX', 'La Banque Postale'],
  ['NL91ABNA0417164300', 'ABNANL2A', 'ABN AMRO'],
  ['ES9121000418450200051332', 'CAIXESBBXXX', 'CaixaBank'],
];

/** The first payout asks for more than the threshold when the wallet allows; the rest less. */
const thresholdMinor = 50_000;

export async function writePayoutDesk(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO settings (key, value) VALUES ('payouts', $1::jsonb)
     ON CONFLICT (key) DO NOTHING`,
    [
      JSON.stringify({
        second_approval_above: '500.00',
        debtor_name: 'Demo Company Payouts',
        debtor_iban: 'DE89370400440532013000',
        debtor_bic: 'COBADEFFXXX',
      }),
    ],
  );
  const settings = await getPlanSetting(tx, 'payout');
  const members = await tx.query<{ id: number; first_name: string; last_name: string | null }>(
    `SELECT m.id, m.first_name, m.last_name
       FROM members m
       JOIN ledger_entries e ON e.member_id = m.id AND e.account = 'wallet'
      WHERE m.role_id <> 1 AND m.username <> 'demo' AND m.deleted_at IS NULL
      GROUP BY m.id HAVING sum(e.amount_minor) >= $1
      ORDER BY sum(e.amount_minor) DESC, m.id LIMIT $2`,
    [settings.min_minor * 2, accounts.length],
  );
  for (const [i, m] of members.entries()) {
    const [iban, bic, bank] = accounts[i]!;
    await tx.query(
      `INSERT INTO member_bank_accounts
         (member_id, account_holder, bank_name, branch, account_number, is_iban, swift_bic)
       VALUES ($1, $2, $3, NULL, $4, true, $5)
       ON CONFLICT (member_id) DO NOTHING`,
      [m.id, [m.first_name, m.last_name].filter(Boolean).join(' '), bank, iban, bic],
    );
    await tx.query(`UPDATE members SET payout_method = 'bank_transfer' WHERE id = $1`, [m.id]);
    await lockMemberWallet(tx, m.id);
    const balance = await walletBalanceMinor(tx, m.id);
    const wanted = i === 0 ? thresholdMinor + 12_000 : 2_500 + i * 1_750;
    // Whole units within the wallet and the plan's limits.
    const amount = Math.min(wanted, balance, settings.max_minor);
    if (amount < settings.min_minor) continue;
    const fee = payoutFeeMinor(amount, settings);
    if (fee >= amount) continue;
    const ledgerTxnId = await postLedgerTransaction(
      tx,
      { group: 'payout', type: 'debit', key: 'payout_request', memberId: m.id },
      payoutRequestEntries(m.id, amount),
    );
    await insertPayout(tx, {
      memberId: m.id,
      amountMinor: amount,
      feeMinor: fee,
      paymentMethod: 'bank_transfer',
      ledgerTxnId,
    });
  }
}

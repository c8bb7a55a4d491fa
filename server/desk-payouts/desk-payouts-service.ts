import type { Db, Queryable } from '../db/connection';
import type { Keyset } from '../../contract/paging';
import { decimalToMinor } from '../../contract/money';
import { operatorAction } from '../audit';
import type { OperatorActor } from '../shared/types';
import { getCompany, getSetting, listCurrencies } from '../company';
import { announcePayoutMove, lockPayoutForMove, movePayoutIn, type Payout } from '../payout';
import { lockMemberWallet } from '../ledger';
import type { MessageSender } from '../sender';
import { AppError, fieldErrors, invalidInput, notFound } from '../shared/app-error';
import {
  approvalsNeeded,
  batchCsvHeader,
  batchCsvLine,
  defaultSecondApprovalAboveMinor,
  deskStatusOf,
  netMinor,
  remittanceText,
  sepaExclusion,
  type DeskPayout,
  type PayoutBatch,
  type PayoutDeskSettings,
} from './desk-payouts';
import {
  batchPayouts,
  findBatch,
  findDeskPayout,
  findDeskPayouts,
  insertApproval,
  insertBatch,
  insertBatchItem,
  ledgerTransactions,
  listApprovals,
  listBatches,
  listDeskPayouts,
  referenceTaken,
  type DeskPayoutFilter,
} from './desk-payouts-repo';
import { pain001Xml } from './sepa-pain001';

const deskSettings = async (q: Queryable): Promise<PayoutDeskSettings> =>
  (await getSetting<PayoutDeskSettings>(q, 'payouts')) ?? {};

/** `settings.payouts.second_approval_above` in minor units; 500.00 when unset or unreadable. */
export async function secondApprovalAboveMinor(q: Queryable): Promise<number> {
  const raw = (await deskSettings(q)).second_approval_above;
  if (raw === undefined || raw === null) return defaultSecondApprovalAboveMinor;
  try {
    return decimalToMinor(String(raw));
  } catch {
    return defaultSecondApprovalAboveMinor;
  }
}

export const listDeskPayoutPage = (
  db: Queryable,
  filter: DeskPayoutFilter,
  page: { after: Keyset | null; limit: number },
) => listDeskPayouts(db, filter, page);

export async function getDeskPayout(db: Queryable, id: number) {
  const payout = await findDeskPayout(db, id);
  if (!payout) throw notFound('Payout not found.');
  const ids = [payout.ledgerTxnId, payout.settledLedgerTxnId].filter((x): x is number => !!x);
  const [approvals, ledger, aboveMinor] = await Promise.all([
    listApprovals(db, id),
    ledgerTransactions(db, ids),
    secondApprovalAboveMinor(db),
  ]);
  return { payout, approvals, ledger, aboveMinor };
}

const statusFields = (p: Pick<DeskPayout, 'status' | 'approvals'> | Payout, approvals: number) => ({
  status: deskStatusOf(p.status, approvals),
  approvals,
});

/**
 * One operator's approval. At or below the threshold it approves the payout; above it, the
 * first approval is recorded and the payout waits for a second operator's (never the same
 * one's). Approval moves no money: the amount stays held until the payout is paid.
 */
export async function approveDeskPayout(
  db: Db,
  actor: OperatorActor,
  payoutId: number,
  sender?: MessageSender,
): Promise<DeskPayout> {
  const moved = await operatorAction(db, actor, async (tx) => {
    const payout = await lockPayoutForMove(tx, payoutId);
    if (!payout) throw notFound('Payout not found.');
    const approvals = await listApprovals(tx, payoutId);
    if (payout.status !== 'pending')
      throw invalidInput(
        'status',
        `This payout is ${payout.status}; only a pending payout can be approved.`,
      );
    if (approvals.some((a) => a.operatorId === actor.operatorId))
      throw invalidInput(
        'status',
        'You have already approved this payout. A second operator with the payouts permission must approve it.',
      );
    const needed = approvalsNeeded(payout.amountMinor, await secondApprovalAboveMinor(tx));
    await insertApproval(tx, payoutId, actor.operatorId);
    const count = approvals.length + 1;
    const done = count >= needed;
    const after = done ? (await movePayoutIn(tx, payoutId, 'approved', null)).moved : payout;
    return {
      result: done ? after : null,
      audit: {
        action: 'payout.approve',
        subjectType: 'payout',
        subjectId: payoutId,
        before: statusFields(payout, approvals.length),
        after: { ...statusFields(after, count), approvals_needed: needed },
      },
    };
  });
  if (moved && sender) await announcePayoutMove(db, sender, moved, 'approved', null);
  return (await findDeskPayout(db, payoutId))!;
}

/** Rejects a pending or approved payout: the held amount returns to the wallet in full. */
export async function rejectDeskPayout(
  db: Db,
  actor: OperatorActor,
  payoutId: number,
  reason: string,
  sender?: MessageSender,
): Promise<DeskPayout> {
  const moved = await operatorAction(db, actor, async (tx) => {
    const payout = await lockPayoutForMove(tx, payoutId);
    if (!payout) throw notFound('Payout not found.');
    if (payout.status !== 'pending' && payout.status !== 'approved')
      throw invalidInput(
        'status',
        `This payout is ${payout.status}; it can no longer be rejected.`,
      );
    const approvals = (await listApprovals(tx, payoutId)).length;
    const { moved } = await movePayoutIn(tx, payoutId, 'rejected', reason);
    return {
      result: moved,
      audit: {
        action: 'payout.reject',
        subjectType: 'payout',
        subjectId: payoutId,
        before: statusFields(payout, approvals),
        after: { status: 'rejected', ledger_txn_id: moved.settledLedgerTxnId },
        reason,
      },
    };
  });
  if (sender) await announcePayoutMove(db, sender, moved, 'rejected', reason);
  return (await findDeskPayout(db, payoutId))!;
}

async function baseCurrency(q: Queryable): Promise<string> {
  const currencies = await listCurrencies(q);
  return (currencies.find((c) => c.isDefault) ?? currencies[0])?.code ?? 'USD';
}

/**
 * Marks approved payouts paid together, all or none: each releases its hold (cash out less
 * the fee, the fee to the company), joins the batch with a copy of its destination, and gets
 * an audit row; the batch gets one more listing them. The wallet does not move again: the
 * amount left it when the payout was requested.
 */
export async function createPayoutBatch(
  db: Db,
  actor: OperatorActor,
  input: { payoutIds: number[]; reference: string },
  sender?: MessageSender,
): Promise<PayoutBatch> {
  const ids = [...input.payoutIds].sort((a, b) => a - b);
  const { batchId, paid } = await operatorAction(db, actor, async (tx) => {
    if (await referenceTaken(tx, input.reference))
      throw invalidInput(
        'reference',
        'A batch with this reference exists already: choose another.',
      );
    // Lock every member's wallet in id order, then the payouts: two batches never deadlock.
    const found = await findDeskPayouts(tx, ids);
    const missing = ids.filter((id) => !found.some((p) => p.id === id));
    if (missing.length > 0) throw invalidInput('payout_ids', `No payout #${missing.join(', #')}.`);
    for (const memberId of [...new Set(found.map((p) => p.memberId))].sort((a, b) => a - b))
      await lockMemberWallet(tx, memberId);
    const payouts: DeskPayout[] = [];
    const errors: string[] = [];
    for (const id of ids) {
      const locked = await lockPayoutForMove(tx, id);
      const view = await findDeskPayout(tx, id);
      if (!locked || !view) continue;
      if (view.batchId !== null) errors.push(`Payout #${id} is already in batch #${view.batchId}.`);
      else if (locked.status !== 'approved')
        errors.push(
          `Payout #${id} is ${deskStatusOf(locked.status, view.approvals).replace(/_/g, ' ')}; only approved payouts can be paid.`,
        );
      payouts.push(view);
    }
    if (errors.length > 0) throw fieldErrors({ payout_ids: errors }, errors[0]!);
    const totalMinor = payouts.reduce((s, p) => s + netMinor(p), 0);
    const batchId = await insertBatch(tx, {
      reference: input.reference,
      operatorId: actor.operatorId,
      payoutCount: payouts.length,
      totalMinor,
      currency: await baseCurrency(tx),
    });
    const paid: Payout[] = [];
    for (const p of payouts) {
      await insertBatchItem(tx, batchId, p);
      paid.push((await movePayoutIn(tx, p.id, 'paid', null)).moved);
    }
    return {
      result: { batchId, paid },
      audit: [
        {
          action: 'payout_batch.create',
          subjectType: 'payout_batch',
          subjectId: batchId,
          after: { reference: input.reference, payout_ids: ids, total_minor: totalMinor },
        },
        ...payouts.map((p) => ({
          action: 'payout.pay',
          subjectType: 'payout',
          subjectId: p.id,
          before: { status: 'approved' },
          after: { status: 'paid', batch_id: batchId },
        })),
      ],
    };
  });
  if (sender) for (const p of paid) await announcePayoutMove(db, sender, p, 'paid', null);
  return (await findBatch(db, batchId))!;
}

export const listBatchPage = (db: Queryable, page: { after: Keyset | null; limit: number }) =>
  listBatches(db, page);

export async function getBatch(db: Queryable, id: number) {
  const batch = await findBatch(db, id);
  if (!batch) throw notFound('Batch not found.');
  return { batch, payouts: await batchPayouts(db, id) };
}

/**
 * The batch as a file for the bank, with an audit row: it holds whole account numbers, so who
 * took it and when is on record.
 */
export async function exportBatch(
  db: Db,
  actor: OperatorActor,
  id: number,
  format: 'csv' | 'xml',
): Promise<{ fileName: string; body: string }> {
  return operatorAction(db, actor, async (tx) => {
    const { batch, payouts } = await getBatch(tx, id);
    const body = format === 'csv' ? batchCsv(batch, payouts) : await batchXml(tx, batch, payouts);
    return {
      result: { fileName: `payout-batch-${batch.id}.${format}`, body },
      audit: {
        action: `payout_batch.export_${format}`,
        subjectType: 'payout_batch',
        subjectId: batch.id,
      },
    };
  });
}

const batchCsv = (batch: PayoutBatch, payouts: DeskPayout[]) =>
  batchCsvHeader + payouts.map((p) => batchCsvLine(batch, p)).join('');

async function batchXml(q: Queryable, batch: PayoutBatch, payouts: DeskPayout[]) {
  if (batch.currency !== 'EUR')
    throw new AppError(
      422,
      'validation_error',
      `A SEPA credit transfer is in euros, and this batch is in ${batch.currency}. Use the CSV export for it.`,
    );
  const settings = await deskSettings(q);
  if (!settings.debtor_iban)
    throw new AppError(
      422,
      'validation_error',
      "The company's paying account is not set (settings payouts.debtor_iban), so no SEPA file can be made.",
    );
  const sepa = payouts.filter((p) => sepaExclusion(p) === null);
  if (sepa.length === 0)
    throw new AppError(
      422,
      'validation_error',
      'No payout of this batch goes to an IBAN, so there is nothing for a SEPA file. Use the CSV export.',
    );
  const company = await getCompany(q);
  const name = settings.debtor_name ?? company?.name ?? 'Company';
  return pain001Xml({
    messageId: batch.reference,
    createdAt: batch.createdAt,
    // Executed on the day the file is taken, never on a day already past.
    executionDate: new Date().toISOString().slice(0, 10),
    initiatorName: name,
    debtorName: name,
    debtorIban: settings.debtor_iban,
    debtorBic: settings.debtor_bic ?? null,
    transfers: sepa.map((p) => ({
      endToEndId: `PAYOUT-${p.id}`,
      amountMinor: netMinor(p),
      creditorName: p.destination.beneficiary ?? p.fullName,
      creditorIban: p.destination.accountNumber!,
      creditorBic: p.destination.bic,
      remittance: remittanceText(batch.reference, p.id),
    })),
  });
}

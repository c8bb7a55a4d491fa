import { accounts, balanced, bonusEntries, type LedgerEntry } from '../ledger';
import { percentOf } from '../shared/money';
import { plan } from './reference';
import { createRng } from './rng';
import {
  DAY,
  DEMO,
  FOUNDER,
  HOUR,
  MINUTE,
  type Earning,
  type LedgerTxn,
  type Payout,
  type PayoutStatus,
} from './types';

type Step = { daysAgo: number; outcome: PayoutStatus };

const schedules: [memberId: number, stream: string, steps: Step[]][] = [
  [
    DEMO,
    'payouts',
    [
      { daysAgo: 80, outcome: 'paid' },
      { daysAgo: 62, outcome: 'paid' },
      { daysAgo: 45, outcome: 'paid' },
      { daysAgo: 31, outcome: 'paid' },
      { daysAgo: 24, outcome: 'rejected' },
      { daysAgo: 16, outcome: 'paid' },
      { daysAgo: 6, outcome: 'pending' },
      { daysAgo: 2, outcome: 'pending' },
    ],
  ],
  [
    FOUNDER,
    'payouts:founder',
    [
      { daysAgo: 50, outcome: 'paid' },
      { daysAgo: 20, outcome: 'paid' },
      { daysAgo: 3, outcome: 'pending' },
    ],
  ],
];

const net = (e: Earning) => e.amount - e.tax - e.serviceCharge;

/**
 * Payout histories of demo and founder: each request takes a share of what the wallet holds
 * at that moment, so the balance never goes below zero. The fee follows settings.payout and
 * is kept by the company only when the payout is paid.
 */
export function buildPayouts(earnings: Earning[], seed: number, anchor: number): Payout[] {
  const payouts: Payout[] = [];
  for (const [memberId, stream, steps] of schedules) {
    const rng = createRng(seed, stream);
    const credits = earnings
      .filter((e) => e.memberId === memberId)
      .map((e) => ({ at: e.at, amount: net(e) }))
      .sort((a, b) => a.at - b.at);
    let balance = 0;
    let next = 0;
    const refunds: { at: number; amount: number }[] = [];
    for (const step of steps) {
      const at = anchor - step.daysAgo * DAY + rng.int(9, 17) * HOUR + rng.int(0, 59) * MINUTE;
      while (next < credits.length && credits[next]!.at < at) balance += credits[next++]!.amount;
      for (const r of refunds.splice(0)) {
        if (r.at < at) balance += r.amount;
        else refunds.push(r);
      }
      const share = Math.floor((balance * (0.25 + 0.2 * rng.next())) / 1000) * 1000;
      const amount = Math.min(share, plan.payout.max_minor);
      if (amount < Math.max(2000, plan.payout.min_minor)) continue;
      balance -= amount;
      const settled =
        step.outcome === 'paid' ? at + 2 * DAY : step.outcome === 'rejected' ? at + DAY : at;
      if (step.outcome === 'rejected') refunds.push({ at: settled, amount });
      payouts.push({
        id: 0,
        memberId,
        amount,
        fee: percentOf(amount, plan.payout.fee_percent) + plan.payout.fee_fixed_minor,
        paymentMethod: rng.pick(plan.payout.payment_methods),
        status: step.outcome,
        createdAt: at,
        updatedAt: settled,
        txnId: 0,
      });
    }
  }
  payouts.sort((a, b) => a.createdAt - b.createdAt || a.memberId - b.memberId);
  payouts.forEach((p, i) => (p.id = i + 1));
  return payouts;
}

/**
 * One balanced ledger transaction per earning and per payout step, ids in time order.
 * Sets each earning's and payout's txnId.
 */
export function buildLedger(earnings: Earning[], payouts: Payout[]): LedgerTxn[] {
  type Draft = LedgerTxn & { seq: number; link: { txnId: number } | null };
  type Head = Pick<LedgerTxn, 'at' | 'type' | 'key' | 'memberId'> & Partial<LedgerTxn>;
  const txns: Draft[] = [];
  // One literal shape (no spreads) keeps a few hundred thousand of these compact.
  const push = (h: Head, entries: LedgerEntry[], link: { txnId: number } | null = null) =>
    txns.push({
      id: 0,
      at: h.at,
      group: h.group ?? 'payout',
      type: h.type,
      key: h.key,
      memberId: h.memberId,
      fromMemberId: h.fromMemberId ?? null,
      level: h.level ?? null,
      rankId: h.rankId ?? null,
      memo: h.memo ?? null,
      entries: balanced(entries),
      seq: txns.length,
      link,
    });
  for (const e of earnings) {
    const split = {
      grossMinor: e.amount,
      taxMinor: e.tax,
      serviceChargeMinor: e.serviceCharge,
      netMinor: net(e),
    };
    const head: Head = {
      at: e.at,
      group: 'commission',
      type: 'credit',
      key: e.type,
      memberId: e.memberId,
      fromMemberId: e.fromMemberId,
      level: e.level,
      rankId: e.rankId,
    };
    push(head, bonusEntries(e.memberId, split), e);
  }
  for (const p of payouts) {
    const memo = `Payout #${p.id}`;
    const memberId = p.memberId;
    const pending = (amountMinor: number) => ({
      account: accounts.payoutPending,
      memberId,
      amountMinor,
    });
    const wallet = (amountMinor: number) => ({ account: accounts.wallet, memberId, amountMinor });
    const request = {
      at: p.createdAt,
      type: 'debit',
      key: 'payout_request',
      memberId,
      memo,
    } as const;
    push(request, [wallet(-p.amount), pending(p.amount)], p);
    if (p.status === 'paid') {
      push({ at: p.updatedAt, type: 'debit', key: 'payout_paid', memberId, memo }, [
        pending(-p.amount),
        { account: accounts.cashOut, memberId: null, amountMinor: p.amount - p.fee },
        { account: accounts.payoutFees, memberId: null, amountMinor: p.fee },
      ]);
    } else if (p.status === 'rejected') {
      push({ at: p.updatedAt, type: 'credit', key: 'payout_rejected', memberId, memo }, [
        pending(-p.amount),
        wallet(p.amount),
      ]);
    }
  }
  txns.sort((a, b) => a.at - b.at || a.seq - b.seq);
  txns.forEach((t, i) => {
    t.id = i + 1;
    if (t.link) t.link.txnId = t.id;
  });
  return txns;
}

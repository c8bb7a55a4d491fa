import {
  maxStatementDays,
  statementLanguages,
  type StatementLanguage,
} from '../../contract/earnings-statement';
import type { Queryable } from '../db/connection';
import { checkDaySpan } from '../shared/date-range';
import { minorToDecimal } from '../../contract/money';
import { bonusTypeLabel, earningSummary, trailSummary } from './trail-summary';
import {
  invoicesOf,
  listStatementEarnings,
  rankNames,
  type StatementEarningRow,
  type StatementKey,
} from './earnings-statement-repo';
import { findMemberById, usernamesOf } from '../members';
import { getCompany, listCurrencies } from '../company';
import { invalidInput, notFound } from '../shared/app-error';

/** One earning as the statement prints it. */
export type StatementLine = {
  id: number;
  createdAt: Date;
  bonusType: string;
  typeLabel: string;
  /** The member the earning came from (username), when there is one. */
  source: string | null;
  summary: string;
  grossMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  netMinor: number;
  /** What the ledger credited to the wallet for it. */
  walletMinor: number;
};

type StatementTotals = {
  count: number;
  grossMinor: number;
  taxMinor: number;
  serviceChargeMinor: number;
  netMinor: number;
  /** The member's wallet entries of the earnings' ledger transactions, each counted once. */
  ledgerMinor: number;
};

export type EarningsStatement = {
  lang: StatementLanguage;
  companyName: string;
  currencyCode: string;
  member: { id: number; username: string; fullName: string };
  /** yyyy-MM-dd, both included. */
  period: { start: string; end: string };
  generatedAt: Date;
  lines: StatementLine[];
  totals: StatementTotals;
  /** The net total equals what the ledger credited; if not, both are shown and logged. */
  reconciles: boolean;
  /** Earnings whose net differs from their ledger credit (empty when it reconciles). */
  mismatchedIds: number[];
};

const DAY = 86_400_000;
const defaultPageSize = 1_000;
/** More than any member earns in a year; past it the member is asked for a shorter period. */
const maxStatementLines = 50_000;

const isLanguage = (v: string): v is StatementLanguage =>
  (statementLanguages as readonly string[]).includes(v);

/** The member's language (its first two letters) when the statement has it, else English. */
function statementLanguage(requested: string | undefined, memberLanguage: string) {
  if (requested !== undefined && isLanguage(requested)) return requested;
  const own = memberLanguage.slice(0, 2).toLowerCase();
  return isLanguage(own) ? own : 'en';
}

function namedIds(rows: readonly StatementEarningRow[]): number[] {
  const ids: number[] = [];
  for (const r of rows) {
    if (!r.trail) continue;
    for (const s of r.trail.sources) if (s.member_id !== null) ids.push(s.member_id);
    if (r.trail.rule.kind === 'level_commission') ids.push(...r.trail.rule.skipped_member_ids);
  }
  return ids;
}

/** Orders a binary bonus paired: the statement names each by its invoice. */
function pairedOrderIds(rows: readonly StatementEarningRow[]): number[] {
  return rows.flatMap((r) =>
    r.trail?.rule.kind === 'binary_bonus'
      ? r.trail.sources.flatMap((s) => (s.order_id === null ? [] : [s.order_id]))
      : [],
  );
}

/**
 * Who the earning came from: the buyer, or for a binary bonus every member whose order it
 * paired (the trail's sources), not just the first.
 */
function sourceOf(r: StatementEarningRow, names: ReadonlyMap<number, string>): string | null {
  if (r.fromUsername) return r.fromUsername;
  const ids = (r.trail?.sources ?? []).flatMap((s) => (s.member_id === null ? [] : [s.member_id]));
  const shown = r.trail?.rule.kind === 'binary_bonus' ? [...new Set(ids)] : ids.slice(0, 1);
  const known = shown.flatMap((id) => names.get(id) ?? []);
  return known.length === 0 ? null : known.join(', ');
}

function toLine(
  r: StatementEarningRow,
  lang: StatementLanguage,
  names: ReadonlyMap<number, string>,
  ranks: ReadonlyMap<number, string>,
  invoices: ReadonlyMap<number, string>,
): StatementLine {
  const summary = r.trail
    ? trailSummary(r.trail.rule, {
        lang,
        names,
        formatMoney: (minor) => minorToDecimal(minor),
        sources: r.trail.sources,
        baseMinor: r.trail.baseMinor,
        rankNames: ranks,
        invoices,
      })
    : earningSummary(r, lang);
  return {
    id: r.id,
    createdAt: r.createdAt,
    bonusType: r.bonusType,
    typeLabel: bonusTypeLabel(r.bonusType, lang),
    source: sourceOf(r, names),
    summary,
    grossMinor: r.amountMinor,
    taxMinor: r.taxMinor,
    serviceChargeMinor: r.serviceChargeMinor,
    netMinor: r.amountMinor - r.taxMinor - r.serviceChargeMinor,
    walletMinor: r.walletMinor,
  };
}

/**
 * The signed-in member's earnings statement for a period (issue 16 point 6): every earning of
 * the days from `startDate` to `endDate` (UTC, both included) with its explanation, the
 * deductions, and totals checked against the ledger. The earnings are read a page at a time.
 */
export async function getEarningsStatement(
  db: Queryable,
  memberId: number,
  input: { startDate: string; endDate: string; lang?: StatementLanguage | undefined },
  now = new Date(),
  pageSize = defaultPageSize,
): Promise<EarningsStatement> {
  const span = checkDaySpan(input.startDate, input.endDate, maxStatementDays);
  if (!span.ok) throw invalidInput(span.field, span.message);
  const from = new Date(`${span.value.start}T00:00:00Z`);
  const window = { from, to: new Date(Date.parse(`${span.value.end}T00:00:00Z`) + DAY) };

  const [member, company, currencies, ranks] = await Promise.all([
    findMemberById(db, memberId),
    getCompany(db),
    listCurrencies(db),
    rankNames(db),
  ]);
  if (!member) throw notFound('No such member.');
  if (!company) throw new Error('The company is not set up: run the seed or migrations first.');
  const currency = currencies.find((c) => c.isDefault) ?? currencies[0];
  const lang = statementLanguage(input.lang, member.language);

  const lines: StatementLine[] = [];
  const credited = new Map<number, number>();
  let after: StatementKey | null = null;
  for (;;) {
    const page = await listStatementEarnings(db, memberId, window, after, pageSize);
    if (lines.length + page.length > maxStatementLines)
      throw invalidInput(
        'end_date',
        `The period holds more than ${maxStatementLines} earnings: choose a shorter one.`,
      );
    const [names, invoices] = await Promise.all([
      usernamesOf(db, namedIds(page)),
      invoicesOf(db, pairedOrderIds(page)),
    ]);
    for (const r of page) {
      lines.push(toLine(r, lang, names, ranks, invoices));
      if (r.ledgerTxnId !== null) credited.set(r.ledgerTxnId, r.walletMinor);
    }
    const last = page[page.length - 1];
    if (page.length < pageSize || !last) break;
    after = { t: last.createdKey, id: last.id };
  }

  const sum = (pick: (l: StatementLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const totals: StatementTotals = {
    count: lines.length,
    grossMinor: sum((l) => l.grossMinor),
    taxMinor: sum((l) => l.taxMinor),
    serviceChargeMinor: sum((l) => l.serviceChargeMinor),
    netMinor: sum((l) => l.netMinor),
    ledgerMinor: [...credited.values()].reduce((s, v) => s + v, 0),
  };
  return {
    lang,
    companyName: company.name,
    currencyCode: currency?.code ?? '',
    member: {
      id: member.id,
      username: member.username,
      fullName: [member.firstName, member.lastName].filter(Boolean).join(' '),
    },
    period: { start: span.value.start, end: span.value.end },
    generatedAt: now,
    lines,
    totals,
    reconciles: totals.ledgerMinor === totals.netMinor,
    mismatchedIds: lines.filter((l) => l.walletMinor !== l.netMinor).map((l) => l.id),
  };
}

/** statement-<username>-<start>-<end>.<ext> */
export const statementFileName = (s: EarningsStatement, ext: 'csv' | 'pdf') =>
  `statement-${s.member.username}-${s.period.start}-${s.period.end}.${ext}`;

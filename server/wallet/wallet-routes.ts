import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cursorQueryWire, dateRangeWire, dayWire, sortWire } from '../../contract/common';
import {
  cashFlowWire,
  earningPageWire,
  earningsDatewiseWire,
  earningsSummaryWire,
  transactionPageWire,
  walletSummaryWire,
} from '../../contract/wallet';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import {
  getEarningsDatewise,
  getEarningsSummary,
  getWalletStatement,
  listEarningsPage,
  listTransactions,
} from './wallet-service';
import { bonusLabels, bonusTypes, transactionLabels, walletTransactionKeys } from './wallet-labels';
import { requireSession } from '../http/context';
import { createdKeyOf, keysetPage, type PageRequest } from '../http/paging';
import {
  toBalancesWire,
  toDatewiseWire,
  toEarningWire,
  toTransactionWire,
} from './wallet-presenters';

/**
 * Spec §7 sends lists as indexed keys (`transaction_key[0]=a&transaction_key[1]=b`), which the
 * querystring parser keeps literally. Before validation they are gathered, in index order, into
 * one array under the plain name; `name[]=…` and repeated `name=…` are accepted as well.
 */
function collectIndexed(...names: string[]) {
  return async (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    for (const name of names) {
      const pattern = new RegExp(`^${name}\\[(\\d*)\\]$`);
      const found: { index: number; values: unknown[] }[] = [];
      for (const [key, value] of Object.entries(query)) {
        const match = key === name ? ['', '-1'] : pattern.exec(key);
        if (!match) continue;
        found.push({
          index: match[1] === '' ? Number.MAX_SAFE_INTEGER : Number(match[1]),
          values: Array.isArray(value) ? value : [value],
        });
        delete query[key];
      }
      if (found.length > 0)
        query[name] = found.sort((a, b) => a.index - b.index).flatMap((f) => f.values);
    }
  };
}

const listQuery = z.object({
  cursor: cursorQueryWire,
  sort: sortWire.optional(),
  date_range: dateRangeWire.optional(),
  start_date: dayWire.optional(),
  end_date: dayWire.optional(),
});

const keyWire = z
  .string()
  .regex(/^[a-z0-9_]{1,50}$/, 'A key is lower-case letters, digits and underscores.');
const keyList = z
  .array(keyWire)
  .max(20, 'Choose at most 20.')
  .optional()
  .describe('Sent indexed (name[0]=a&name[1]=b); name[]=a and a repeated name=a work too.');

const transactionsQuery = listQuery.extend({
  transaction_key: keyList,
  cash_flow: cashFlowWire.optional(),
});

const earningsQuery = listQuery.extend({ bonus_type: keyList });

const datewiseQuery = z.object({ start_date: dayWire, end_date: dayWire });

const listInput = (q: z.infer<typeof listQuery>, page: PageRequest) => ({
  sort: q.sort ?? ('desc' as const),
  range: q.date_range,
  startDate: q.start_date,
  endDate: q.end_date,
  ...page,
});

export function walletRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/wallet/statement',
    { schema: { response: { 200: walletSummaryWire } } },
    async (request) => {
      const s = await getWalletStatement(db, requireSession(request).memberId);
      return {
        wallet_balance: minorToDecimal(s.balanceMinor),
        balances: toBalancesWire(s),
        total_paid: minorToDecimal(s.paidMinor),
        total_pending: minorToDecimal(s.pendingMinor),
        recent_transactions: s.recent.map(toTransactionWire),
        transaction_labels: transactionLabels,
      };
    },
  );

  r.get(
    '/api/wallet/earnings',
    {
      schema: { response: { 200: earningsSummaryWire } },
    },
    async (request) => {
      const s = await getEarningsSummary(db, requireSession(request).memberId);
      return {
        total_earnings: minorToDecimal(s.totalMinor),
        recent_earnings: s.recent.map(toEarningWire),
        ...toDatewiseWire(s),
        bonus_labels: bonusLabels,
        bonus_types: bonusTypes,
      };
    },
  );

  r.get(
    '/api/wallet/earnings_total_datewise',
    {
      schema: { querystring: datewiseQuery, response: { 200: earningsDatewiseWire } },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const { start_date, end_date } = request.query;
      return toDatewiseWire(await getEarningsDatewise(db, memberId, start_date, end_date));
    },
  );

  r.get(
    '/api/wallet/transactions',
    {
      preValidation: collectIndexed('transaction_key'),
      schema: {
        querystring: transactionsQuery,
        response: { 200: transactionPageWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const q = request.query;
      const page = await keysetPage(request, { cursor: q.cursor, keyOf: createdKeyOf }, (p) =>
        listTransactions(db, memberId, {
          ...listInput(q, p),
          keys: q.transaction_key ?? [],
          flow: q.cash_flow,
        }),
      );
      return {
        items: page.items.map(toTransactionWire),
        next_page_url: page.nextPageUrl,
        transaction_labels: transactionLabels,
        transaction_keys: walletTransactionKeys,
      };
    },
  );

  r.get(
    '/api/wallet/recent_earnings',
    {
      preValidation: collectIndexed('bonus_type'),
      schema: { querystring: earningsQuery, response: { 200: earningPageWire } },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const q = request.query;
      const page = await keysetPage(request, { cursor: q.cursor, keyOf: createdKeyOf }, (p) =>
        listEarningsPage(db, memberId, { ...listInput(q, p), types: q.bonus_type ?? [] }),
      );
      return {
        items: page.items.map(toEarningWire),
        next_page_url: page.nextPageUrl,
        bonus_labels: bonusLabels,
        bonus_types: bonusTypes,
      };
    },
  );
}

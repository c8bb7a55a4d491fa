import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  payoutSettingsWire,
  payoutStatementWire,
  payoutTransactionPageWire,
  payoutTransactionsQueryWire,
  requestPayoutBodyWire,
  requestPayoutResponseWire,
} from '../../contract/payout';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import { payoutStatusId } from './payout';
import {
  getPayoutCriteria,
  getPayoutStatement,
  listPayoutPage,
  requestPayout,
} from './payout-service';
import { requireSession } from '../http/context';
import { createdKeyOf } from '../http/paging';
import { memberListRoute } from '../http/list-route';
import { toSummaryWire } from './payout-presenters';

export function payoutRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payout/settings',
    {
      schema: { response: { 200: payoutSettingsWire } },
    },
    async (request) => {
      const c = await getPayoutCriteria(db, requireSession(request).memberId);
      return {
        min_amount: minorToDecimal(c.settings.min_minor),
        max_amount: minorToDecimal(c.settings.max_minor),
        fee_percent: c.settings.fee_percent,
        fee_fixed: minorToDecimal(c.settings.fee_fixed_minor),
        payment_methods: c.settings.payment_methods,
        wallet_password_set: c.walletPasswordSet,
        available_balance: minorToDecimal(Math.max(c.balanceMinor, 0)),
        payout_method: c.payoutMethod,
        payout_method_ready: c.payoutMethodReady,
        kyc_required: c.kycRequired,
        kyc_approved: c.kycApproved,
        payouts_held_until: c.payoutsHeldUntil?.toISOString() ?? null,
      };
    },
  );

  r.post(
    '/api/payout/request_payout',
    {
      schema: {
        body: requestPayoutBodyWire,
        response: { 200: requestPayoutResponseWire },
      },
    },
    async (request) => {
      const out = await requestPayout(db, requireSession(request).memberId, request.body);
      return {
        payout: toSummaryWire(out.payout),
        wallet_balance: minorToDecimal(out.balanceMinor),
      };
    },
  );

  r.get(
    '/api/payout/statement',
    {
      schema: { response: { 200: payoutStatementWire } },
    },
    async (request) => {
      const s = await getPayoutStatement(db, requireSession(request).memberId);
      return {
        interval: { start_date: s.startDay, end_date: s.endDay },
        total_paid: minorToDecimal(s.paidMinor),
        total_pending: minorToDecimal(s.pendingMinor),
        total_balance: minorToDecimal(s.balanceMinor),
        payout_datewise: s.paidPerDay.map((d) => ({
          date: d.day,
          amount: minorToDecimal(d.amountMinor),
        })),
        recent_transactions: s.recent.map(toSummaryWire),
      };
    },
  );

  memberListRoute(app, '/api/payout/transactions', {
    schema: { querystring: payoutTransactionsQueryWire, response: payoutTransactionPageWire },
    keyOf: createdKeyOf,
    rows: (memberId, q, page) => {
      const wanted = q['payout_status[]'];
      const statuses = wanted === undefined ? [] : Array.isArray(wanted) ? wanted : [wanted];
      return listPayoutPage(db, memberId, { statuses, ...page });
    },
    toWire: (p) => ({
      ...toSummaryWire(p),
      status_id: payoutStatusId(p.status),
      payment_method: p.paymentMethod,
    }),
  });
}

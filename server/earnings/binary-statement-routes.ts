import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  binaryPeriodsWire,
  binaryStatementOrdersPageWire,
  binaryStatementOrdersQueryWire,
  binaryStatementQueryWire,
  binaryStatementWire,
  type BinaryStatementOrderWire,
  type BinaryStatementWire,
} from '../../contract/binary-statement';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../shared/money';
import {
  getBinaryPeriods,
  getBinaryStatement,
  listStatementOrders,
  type LegOrder,
  type StatementView,
} from './binary-statement-service';
import { requireSession } from '../http/context';
import { keysetPage } from '../http/paging';

/** Hundredths of a point as the exact two-decimal text volumes travel as. */
const volume = (hundredths: number) => minorToDecimal(hundredths, 2);

const toStatementWire = (s: StatementView): BinaryStatementWire => ({
  period_key: s.periodKey,
  period: s.span.period,
  starts_at: s.span.start.toISOString(),
  ends_at: s.span.end.toISOString(),
  current: s.current,
  carry_in_left: volume(s.carryIn.left),
  carry_in_right: volume(s.carryIn.right),
  new_volume_left: volume(s.newVolume.left),
  new_volume_right: volume(s.newVolume.right),
  matched_left: volume(s.matched.left),
  matched_right: volume(s.matched.right),
  pairs: s.pairs,
  pair_ratio: s.settings.pair_ratio,
  pair_volume: volume(Math.round(s.settings.pair_volume * 100)),
  pay_mode: s.settings.pay_mode,
  pair_value: minorToDecimal(s.settings.pair_value_minor),
  percent: s.settings.percent,
  generated: minorToDecimal(s.generatedMinor),
  capping_limit: s.cappingLimitMinor === null ? null : minorToDecimal(s.cappingLimitMinor),
  paid: minorToDecimal(s.paidMinor),
  flushed: minorToDecimal(s.flushedMinor),
  carry_out_left: volume(s.carryOut.left),
  carry_out_right: volume(s.carryOut.right),
  first_pair_done_at_start: s.firstPairDoneAtStart,
  first_pair_done: s.firstPairDone,
  next_pair: {
    leg: s.nextPair.leg,
    volume_needed: volume(s.nextPair.volumeNeeded),
    other_leg_volume_needed: volume(s.nextPair.otherLegVolumeNeeded),
    first_pair: s.nextPair.firstPair,
    pair_bonus: minorToDecimal(s.nextPair.pairBonusMinor),
    would_pay: minorToDecimal(s.nextPair.wouldPayMinor),
    would_be_flushed: s.nextPair.wouldBeFlushed,
  },
  earnings_total: minorToDecimal(s.earningsMinor),
  orders_bv_left: volume(s.ordersBv.left),
  orders_bv_right: volume(s.ordersBv.right),
});

const toOrderWire = (o: LegOrder): BinaryStatementOrderWire => ({
  order_id: o.id,
  invoice_no: o.invoiceNo,
  created_at: o.createdAt.toISOString(),
  counted_at: o.countedAt.toISOString(),
  status: o.status,
  buyer_id: o.buyerId,
  buyer_username: o.buyerUsername,
  buyer_first_name: o.buyerFirstName,
  buyer_last_name: o.buyerLastName,
  bv: volume(o.bvHundredths),
});

/**
 * The binary period statement (issue 16 point 3): the periods with history, one period's
 * statement and the orders behind a leg's new volume. All scoped to the token's member.
 */
export function binaryStatementRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/home/binary/periods',
    { schema: { response: { 200: binaryPeriodsWire } } },
    async (request) => {
      const p = await getBinaryPeriods(db, requireSession(request).memberId);
      return {
        period: p.period,
        current_period_key: p.currentPeriodKey,
        items: p.items.map((i) => ({
          period_key: i.periodKey,
          starts_at: i.start.toISOString(),
          ends_at: i.end.toISOString(),
        })),
      };
    },
  );

  r.get(
    '/api/home/binary/statement',
    {
      schema: {
        querystring: binaryStatementQueryWire,
        response: { 200: binaryStatementWire },
      },
    },
    async (request) =>
      toStatementWire(
        await getBinaryStatement(db, requireSession(request).memberId, request.query.period_key),
      ),
  );

  r.get(
    '/api/home/binary/statement/orders',
    {
      schema: {
        querystring: binaryStatementOrdersQueryWire,
        response: { 200: binaryStatementOrdersPageWire },
      },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const q = request.query;
      const page = await keysetPage(
        request,
        { cursor: q.cursor, keyOf: (o: LegOrder) => ({ t: o.countedKey, id: o.id }) },
        (p) => listStatementOrders(db, memberId, { periodKey: q.period_key, leg: q.leg, page: p }),
      );
      return { items: page.items.map(toOrderWire), next_page_url: page.nextPageUrl };
    },
  );
}

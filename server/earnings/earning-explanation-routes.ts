import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  earningExplanationWire,
  type EarningExplanationWire,
  type TrailPersonWire,
} from '../../contract/earning-trail';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../shared/money';
import {
  explainEarning,
  type EarningExplanation,
  type TrailPerson,
} from './earning-explanation-service';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';
import { toEarningWire } from '../wallet';

const toPersonWire = (p: TrailPerson): TrailPersonWire => ({
  id: p.id,
  username: p.username,
  first_name: p.firstName,
  last_name: p.lastName,
  in_network: p.inNetwork,
});

export function toExplanationWire(x: EarningExplanation): EarningExplanationWire {
  const t = x.trail;
  return {
    earning: {
      ...toEarningWire(x.earning),
      net: minorToDecimal(x.earning.netMinor),
      ledger_transaction_id: x.earning.ledgerTxnId,
    },
    rule: t.rule,
    base: minorToDecimal(t.baseMinor),
    generated: minorToDecimal(t.generatedMinor),
    gross: minorToDecimal(t.grossMinor),
    tax_percent: t.taxPercent,
    service_charge_percent: t.serviceChargePercent,
    tax: minorToDecimal(t.taxMinor),
    service_charge: minorToDecimal(t.serviceChargeMinor),
    net: minorToDecimal(t.netMinor),
    period_key: t.periodKey,
    sources: x.sources.map((s) => ({
      order: s.order && {
        id: s.order.id,
        invoice_no: s.order.invoiceNo,
        kind: s.order.kind,
        created_at: s.order.createdAt.toISOString(),
        total: minorToDecimal(s.order.totalMinor),
        total_bv: s.order.totalBv,
        products: s.order.products,
      },
      member: s.member && toPersonWire(s.member),
      leg: s.leg,
      volume: s.volume,
    })),
    skipped: x.skipped.map(toPersonWire),
    ledger_entries: x.ledgerEntries.map((e) => ({
      account: e.account,
      amount: minorToDecimal(e.amountMinor),
    })),
    reconciles: x.reconciles,
  };
}

const idParams = z.object({ id: z.string().max(40) });

/**
 * "Why this amount?" (issue 16): the trail of one of the member's earnings, by the earning's
 * id or by the wallet transaction that paid it (the dashboard and transaction lists show
 * transactions). Amounts in the rule document stay in minor units, as stored.
 */
export function earningExplanationRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: idParams,
    response: { 200: earningExplanationWire },
  };
  r.get('/api/wallet/earnings/:id/explanation', { schema }, async (request) => {
    const earningId = pathId(request.params.id, 'Earning');
    const memberId = requireSession(request).memberId;
    return toExplanationWire(await explainEarning(db, memberId, { earningId }));
  });
  r.get('/api/wallet/transactions/:id/explanation', { schema }, async (request) => {
    const ledgerTxnId = pathId(request.params.id, 'Transaction');
    const memberId = requireSession(request).memberId;
    return toExplanationWire(await explainEarning(db, memberId, { ledgerTxnId }));
  });
}

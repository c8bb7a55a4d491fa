import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { earningExplanationWire } from '../../contract/earning-trail';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import { explainEarning } from './earning-explanation-service';
import { toExplanationWire } from './earning-explanation-presenters';
import { requireSession } from '../http/context';
import { pathId } from '../http/path-id';

const idParams = z.object({ id: z.string().max(40) });

/**
 * "Why this amount?" (issue 16): the trail of one of the member's earnings, by the earning's
 * id or by the wallet transaction that paid it (the dashboard and transaction lists show
 * transactions). Every amount is a decimal string, the rule's too (the stored document keeps
 * minor units).
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

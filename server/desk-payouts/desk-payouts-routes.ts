import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createBatchBodyWire,
  deskBatchDetailWire,
  deskBatchesQueryWire,
  deskBatchPageWire,
  deskBatchWire,
  deskPayoutDetailWire,
  deskPayoutPageWire,
  deskPayoutParamsWire,
  deskPayoutsQueryWire,
  deskPayoutWire,
  payoutBatchCsvColumns,
  rejectPayoutBodyWire,
} from '../../contract/desk-payouts';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { contentDisposition, fileResponse } from '../http/file-reply';
import { createdKeyOf, keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import { createSender } from '../sender';
import type { Config } from '../shared/config';
import {
  approveDeskPayout,
  createPayoutBatch,
  exportBatch,
  getBatch,
  getDeskPayout,
  listBatchPage,
  listDeskPayoutPage,
  rejectDeskPayout,
  secondApprovalAboveMinor,
} from './desk-payouts-service';
import {
  toBatchDetailWire,
  toBatchWire,
  toDeskPayoutDetailWire,
  toDeskPayoutWire,
} from './desk-payouts-presenters';

/** An operator route of the payouts permission, with its OpenAPI description. */
const payoutsRoute = <O extends ReturnType<typeof operatorRoute>>(
  options: O,
  description: string,
) => ({ ...options, schema: { ...options.schema, description } }) as O;

const csvLayout = `One row per payout of the batch, header first (text/csv, UTF-8, CRLF lines). Columns: ${payoutBatchCsvColumns.join(', ')}. account is the whole IBAN or account number (the PayPal address for PayPal payouts); amount is what the member receives (the payout less its fee) with two decimals; sepa is "included" when the payout is in the SEPA file, else "excluded: <why>".`;

/** The payouts queue of the operator desk (issue 30 point 2). */
export function deskPayoutRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sender = createSender(config, app.log);

  r.get(
    '/api/admin/payouts',
    payoutsRoute(
      operatorRoute('payouts', { querystring: deskPayoutsQueryWire }, deskPayoutPageWire),
      'The payouts queue, newest first: filter by desk status, member username or batch.',
    ),
    async (request) => {
      const q = request.query;
      const [page, above] = await Promise.all([
        keysetPage(request, { cursor: q.cursor, keyOf: createdKeyOf }, (p) =>
          listDeskPayoutPage(
            db,
            { status: q.status, member: q.member || undefined, batch: q.batch },
            p,
          ),
        ),
        secondApprovalAboveMinor(db),
      ]);
      return {
        items: page.items.map((p) => toDeskPayoutWire(p, above)),
        next_page_url: page.nextPageUrl,
      };
    },
  );

  // Before /:id, though the router prefers a static segment anyway.
  r.get(
    '/api/admin/payouts/batches',
    payoutsRoute(
      operatorRoute('payouts', { querystring: deskBatchesQueryWire }, deskBatchPageWire),
      'Payout batches, newest first.',
    ),
    async (request) => {
      const page = await keysetPage(
        request,
        { cursor: request.query.cursor, keyOf: createdKeyOf },
        (p) => listBatchPage(db, p),
      );
      return { items: page.items.map(toBatchWire), next_page_url: page.nextPageUrl };
    },
  );

  r.post(
    '/api/admin/payouts/batches',
    (() => {
      const o = payoutsRoute(
        operatorRoute('payouts', { body: createBatchBodyWire }, deskBatchWire),
        'Marks approved payouts paid in one batch, all or none. Each payout releases its hold (the member receives the amount less the fee; the fee is the company’s) and can be in one batch only. Accepts an Idempotency-Key (decision 036).',
      );
      return { ...o, config: { ...o.config, idempotent: true } };
    })(),
    async (request) =>
      toBatchWire(
        await createPayoutBatch(
          db,
          operatorActorOf(request),
          { payoutIds: request.body.payout_ids, reference: request.body.reference },
          sender,
        ),
      ),
  );

  r.get(
    '/api/admin/payouts/batches/:id',
    payoutsRoute(
      operatorRoute('payouts', { params: deskPayoutParamsWire }, deskBatchDetailWire),
      'One batch with its payouts.',
    ),
    async (request) =>
      toBatchDetailWire(
        await getBatch(db, pathId(request.params.id, 'Batch')),
        await secondApprovalAboveMinor(db),
      ),
  );

  for (const format of ['csv', 'xml'] as const) {
    app.get(
      `/api/admin/payouts/batches/:id/export.${format}`,
      {
        config: { access: 'operator', permission: 'payouts' },
        schema: {
          params: deskPayoutParamsWire,
          description:
            format === 'csv'
              ? csvLayout
              : 'The batch as a SEPA credit transfer initiation (ISO 20022 pain.001.001.03, UTF-8) of its payouts to IBAN accounts, in euros. A batch in another currency, without an IBAN payout, or a company without its paying account (settings payouts.debtor_iban) is refused with 422.',
          response: fileResponse(
            format === 'csv' ? 'text/csv' : 'application/xml',
            format === 'csv' ? 'The batch as CSV.' : 'The SEPA file.',
            false,
          ),
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: string };
        const file = await exportBatch(db, operatorActorOf(request), pathId(id, 'Batch'), format);
        return reply
          .header(
            'content-type',
            format === 'csv' ? 'text/csv; charset=utf-8' : 'application/xml; charset=utf-8',
          )
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  }

  r.get(
    '/api/admin/payouts/:id',
    payoutsRoute(
      operatorRoute('payouts', { params: deskPayoutParamsWire }, deskPayoutDetailWire),
      'One payout with its approvals and its ledger transactions (the hold, then what paid or returned it).',
    ),
    async (request) =>
      toDeskPayoutDetailWire(await getDeskPayout(db, pathId(request.params.id, 'Payout'))),
  );

  r.post(
    '/api/admin/payouts/:id/approve',
    payoutsRoute(
      operatorRoute('payouts', { params: deskPayoutParamsWire }, deskPayoutWire),
      'Approves a pending payout. Above settings payouts.second_approval_above (default 500.00) two different operators must approve: the first approval leaves it awaiting_second_approval, and the same operator approving again is refused with 422.',
    ),
    async (request) =>
      toDeskPayoutWire(
        await approveDeskPayout(
          db,
          operatorActorOf(request),
          pathId(request.params.id, 'Payout'),
          sender,
        ),
        await secondApprovalAboveMinor(db),
      ),
  );

  r.post(
    '/api/admin/payouts/:id/reject',
    payoutsRoute(
      operatorRoute(
        'payouts',
        { params: deskPayoutParamsWire, body: rejectPayoutBodyWire },
        deskPayoutWire,
      ),
      'Rejects a pending or approved payout with a reason the member reads: the held amount returns to their wallet in a reversing ledger transaction, and they are notified.',
    ),
    async (request) =>
      toDeskPayoutWire(
        await rejectDeskPayout(
          db,
          operatorActorOf(request),
          pathId(request.params.id, 'Payout'),
          request.body.reason,
          sender,
        ),
        await secondApprovalAboveMinor(db),
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deskAdjustmentAnswerWire,
  deskAdjustmentBodyWire,
  deskBlockBodyWire,
  deskMemberDetailWire,
  deskMemberPageWire,
  deskMemberQueryWire,
  deskResendAnswerWire,
  deskStatusAnswerWire,
  deskViewAsWire,
} from '../../contract/desk-members';
import { emptyBodyWire } from '../../contract/common';
import { minorToDecimal } from '../../contract/money';
import type { Db } from '../db/connection';
import type { Config } from '../shared/config';
import { operatorActorOf, originOf } from '../http/context';
import { toUserWire } from '../company';
import { getOwnMember } from '../users';
import { createdKeyOf, keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import { createSender } from '../sender';
import { invalidInput } from '../shared/app-error';
import { adjustmentMinor } from './desk-members';
import {
  adjustWallet,
  getMemberDetail,
  openMemberView,
  resendVerification,
  searchMembersPage,
  setBlocked,
} from './desk-members-service';
import {
  statusWire,
  toDeskMemberDetailWire,
  toDeskMemberRowWire,
  toViewAsWire,
} from './desk-members-presenters';

const idParams = z.object({ id: z.string().max(40) });

/** A desk route of the `members` permission, described for the OpenAPI file. */
const membersRoute = <I extends Parameters<typeof operatorRoute>[1], A extends z.ZodType>(
  input: I,
  answer: A,
  description: string,
) => {
  const options = operatorRoute('members', input, answer);
  return { ...options, schema: { ...options.schema, description } };
};

/** The desk's member tools (issue 30 point 4), every call under the `members` permission. */
export function deskMembersRoutes(
  app: FastifyInstance,
  { db, config }: { db: Db; config: Config },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sender = createSender(config, app.log);
  const memberIdOf = (raw: string) => pathId(raw, 'Member');

  r.get(
    '/api/admin/members',
    membersRoute(
      { querystring: deskMemberQueryWire },
      deskMemberPageWire,
      'Members (never operators) whose username or email starts with q, whose name holds q, or whose id is q; newest first, as a cursor page. Emails are shown whole: operators may see them.',
    ),
    async (request) => {
      const text = request.query.q ?? '';
      const page = await keysetPage(
        request,
        { cursor: request.query.cursor, keyOf: createdKeyOf },
        (p) => searchMembersPage(db, text, p),
      );
      return { items: page.items.map(toDeskMemberRowWire), next_page_url: page.nextPageUrl };
    },
  );

  r.get(
    '/api/admin/members/:id',
    membersRoute(
      { params: idParams },
      deskMemberDetailWire,
      'One member: profile, status, sponsor and placement, KYC state, wallet balances (available, held, owed), the latest sign-ins (operators’ views named) and the latest audit rows about them.',
    ),
    async (request) => {
      const detail = await getMemberDetail(db, memberIdOf(request.params.id));
      return toDeskMemberDetailWire(detail);
    },
  );

  r.post(
    '/api/admin/members/:id/view_as',
    membersRoute(
      { params: idParams, body: emptyBodyWire },
      deskViewAsWire,
      'Opens a read-only view of the member’s back office: a 30-minute token of the member that names the operator, answers GET calls only (any other call is a 403) and never shows in the member’s sessions. Every opening is audited.',
    ),
    async (request) => {
      const memberId = memberIdOf(request.params.id);
      const view = await openMemberView(db, operatorActorOf(request), memberId);
      const user = toUserWire(await getOwnMember(db, memberId), originOf(request));
      return toViewAsWire(view, user);
    },
  );

  for (const blocked of [true, false]) {
    r.post(
      `/api/admin/members/:id/${blocked ? 'block' : 'unblock'}`,
      membersRoute(
        { params: idParams, body: deskBlockBodyWire },
        deskStatusAnswerWire,
        blocked
          ? 'Blocks the member (status 0) with a reason; every live session ends in the same transaction and the member’s open tabs are answered user_blocked.'
          : 'Restores a blocked member (status 1) with a reason; they sign in again.',
      ),
      async (request) => {
        const change = await setBlocked(
          db,
          operatorActorOf(request),
          memberIdOf(request.params.id),
          blocked,
          request.body.reason,
        );
        return {
          id: change.id,
          status: statusWire(change.status),
          sessions_ended: change.sessionsEnded,
        };
      },
    );
  }

  r.post(
    '/api/admin/members/:id/resend_verification',
    membersRoute(
      { params: idParams, body: emptyBodyWire },
      deskResendAnswerWire,
      'Sends the member’s pending email or phone change code again, to the address they asked for (409 conflict when none is pending). Counts against the member’s code limit (429 when spent); audited.',
    ),
    async (request) => {
      const sent = await resendVerification(
        db,
        sender,
        operatorActorOf(request),
        memberIdOf(request.params.id),
      );
      return { channel: sent.channel, sent_to: sent.sentTo, expires_in: sent.expiresIn };
    },
  );

  const adjustOptions = membersRoute(
    { params: idParams, body: deskAdjustmentBodyWire },
    deskAdjustmentAnswerWire,
    'Credits or debits the member’s available wallet: one ledger transaction against the company’s adjustments account (key wallet_adjustment), its memo the reason and the operator, and an audit row. A debit never takes the balance below zero (422). A credit to a member who owes repays the debt first in the same transaction (`repaid`). The Idempotency-Key header is required; a repeat replays the first answer.',
  );
  r.post(
    '/api/admin/members/:id/wallet_adjustments',
    { ...adjustOptions, config: { ...adjustOptions.config, idempotent: true } },
    async (request) => {
      // Money moved by hand is never moved twice by a retry: the key is not optional here.
      if (request.headers['idempotency-key'] === undefined)
        throw invalidInput(
          'Idempotency-Key',
          'Send an Idempotency-Key header with the adjustment.',
        );
      const memberId = memberIdOf(request.params.id);
      const body = request.body;
      const done = await adjustWallet(db, operatorActorOf(request), memberId, {
        direction: body.direction,
        amountMinor: adjustmentMinor(body.amount),
        reason: body.reason,
      });
      return {
        transaction_id: done.transactionId,
        direction: done.direction,
        amount: minorToDecimal(done.amountMinor),
        repaid: minorToDecimal(done.repaidMinor),
        balance: minorToDecimal(done.balanceMinor),
      };
    },
  );
}

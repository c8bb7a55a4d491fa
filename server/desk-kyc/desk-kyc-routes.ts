import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBodyWire } from '../../contract/common';
import {
  deskKycDecisionWire,
  deskKycDetailWire,
  deskKycPageWire,
  deskKycQueryWire,
  deskKycRejectBodyWire,
  kycReasonLimits,
  type DeskKycQueryWire,
} from '../../contract/desk-kyc';
import type { Db } from '../db/connection';
import { operatorActorOf } from '../http/context';
import { contentDisposition, fileResponse } from '../http/file-reply';
import { keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';
import { operatorRoute } from '../http/route-policy';
import type { Config } from '../shared/config';
import { typedFileName } from '../shared/uploads';
import {
  getDeskKycDetail,
  listDeskKycPage,
  readDeskKycFile,
  type DeskKycDocument,
  type DeskKycFilter,
  type KycFileContent,
} from '../kyc';
import { toDeskKycDetailWire, toDeskKycItemWire } from './desk-kyc-presenters';
import { decideKyc } from './desk-kyc-service';

const idParams = z.object({ id: z.string() });

const filterOf = (q: DeskKycQueryWire): DeskKycFilter => ({
  status: q.status,
  member: q.member || undefined,
  category: q.category,
});

// Types a browser shows by itself; anything else (none should be stored) is only downloaded.
const viewable = /^(image\/(png|jpeg)|application\/pdf)$/;

/**
 * A member's file shown to an operator: inline when it is an image or a PDF, else a download.
 * No sniffing, never cached, and sandboxed (no script, opaque origin) should a browser open it
 * in our origin. `default-src 'none'` would stop the browsers' own image and PDF viewers from
 * loading the very file they show, so a viewable file gets the sandbox alone, which already
 * keeps any script in it from running.
 */
function sendViewableFile(reply: FastifyReply, file: KycFileContent) {
  const inline = viewable.test(file.mimeType);
  const disposition = contentDisposition(typedFileName(file.fileName, file.mimeType));
  return reply
    .header('content-type', inline ? file.mimeType : 'application/octet-stream')
    .header(
      'content-disposition',
      inline ? disposition.replace(/^attachment/, 'inline') : disposition,
    )
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', inline ? 'sandbox' : "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** A route's options with its OpenAPI description. */
const described = <O extends { schema: object }>(options: O, description: string) => ({
  ...options,
  schema: { ...options.schema, description },
});

/** The desk's identity-documents queue (issue 30): permission `kyc`. */
export function deskKycRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/kyc/documents',
    described(
      operatorRoute('kyc', { querystring: deskKycQueryWire }, deskKycPageWire),
      'Members’ KYC documents. status (default pending): pending ones oldest first (first in, first out), approved, rejected or all newest decision first. member: username or e-mail containing the text, or a member id. category: a KYC category id.',
    ),
    async (request) => {
      const filter = filterOf(request.query);
      const page = await keysetPage(
        request,
        {
          cursor: request.query.cursor,
          keyOf: (d: DeskKycDocument) => ({ t: d.sortKey, id: d.id }),
        },
        (p) => listDeskKycPage(db, filter, p),
      );
      return { items: page.items.map(toDeskKycItemWire), next_page_url: page.nextPageUrl };
    },
  );

  r.get(
    '/api/admin/kyc/documents/:id',
    described(
      operatorRoute('kyc', { params: idParams }, deskKycDetailWire),
      'One document with its member, its files (each with the URL that shows it) and the member’s other documents.',
    ),
    async (request) =>
      toDeskKycDetailWire(await getDeskKycDetail(db, pathId(request.params.id, 'KYC document'))),
  );

  // Untyped answer on purpose: the body is the file's bytes.
  app.get(
    '/api/admin/kyc/files/:id',
    {
      config: { access: 'operator', permission: 'kyc' },
      schema: {
        params: idParams,
        description:
          'The bytes of a member’s KYC file for viewing: inline with its type when it is a PNG, JPEG or PDF (else a download), nosniff, sandboxed by Content-Security-Policy, never cached.',
        response: fileResponse('application/octet-stream', 'The file.', true),
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof idParams>;
      return sendViewableFile(reply, await readDeskKycFile(db, config.dataDir, pathId(id, 'File')));
    },
  );

  const decided = (reason: string) =>
    `${reason} Only a pending document can be decided: one already approved or rejected answers 409 conflict.`;

  r.post(
    '/api/admin/kyc/documents/:id/approve',
    described(
      operatorRoute('kyc', { params: idParams, body: emptyBodyWire }, deskKycDecisionWire),
      decided(
        'Approves a pending document; the member is notified and becomes payable where the company requires KYC. Audited as kyc.approve.',
      ),
    ),
    async (request) => {
      const document = await decideKyc(
        db,
        operatorActorOf(request),
        pathId(request.params.id, 'KYC document'),
        { status: 'approved' },
      );
      return { document: toDeskKycItemWire(document) };
    },
  );

  r.post(
    '/api/admin/kyc/documents/:id/reject',
    described(
      operatorRoute('kyc', { params: idParams, body: deskKycRejectBodyWire }, deskKycDecisionWire),
      decided(
        `Rejects a pending document with a reason (${kycReasonLimits.min} to ${kycReasonLimits.max} characters, trimmed) that the member reads on their KYC screen and in a notification. Audited as kyc.reject.`,
      ),
    ),
    async (request) => {
      const document = await decideKyc(
        db,
        operatorActorOf(request),
        pathId(request.params.id, 'KYC document'),
        { status: 'rejected', reason: request.body.reason },
      );
      return { document: toDeskKycItemWire(document) };
    },
  );
}

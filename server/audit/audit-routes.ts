import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import {
  auditCsvColumns,
  auditPageWire,
  auditQueryWire,
  operatorMeWire,
  type AuditQueryWire,
} from '../../contract/operator';
import type { Db } from '../db/connection';
import { operatorActorOf, requireOperator } from '../http/context';
import { contentDisposition, fileResponse } from '../http/file-reply';
import { createdKeyOf, keysetPage } from '../http/paging';
import { operatorRoute } from '../http/route-policy';
import { getOwnMember } from '../users';
import { auditCsvHeader, auditCsvLine, type AuditFilter } from './audit';
import { allAuditEntries, listAuditPage } from './audit-service';
import { toAuditEntryWire } from './audit-presenters';

const filterOf = (q: AuditQueryWire): AuditFilter => ({
  operator: q.operator || undefined,
  action: q.action || undefined,
  subjectType: q.subject_type || undefined,
  subjectId: q.subject_id || undefined,
  from: q.from,
  to: q.to,
});

/** The desk's own calls: who is signed in at it, and the audit log with its CSV export. */
export function auditRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/me', operatorRoute('desk', {}, operatorMeWire), async (request) => {
    const session = requireOperator(request);
    const me = await getOwnMember(db, operatorActorOf(request).operatorId);
    return {
      id: me.id,
      username: me.username,
      first_name: me.firstName,
      last_name: me.lastName,
      permissions: session.permissions,
    };
  });

  r.get(
    '/api/admin/audit',
    operatorRoute('audit', { querystring: auditQueryWire }, auditPageWire),
    async (request) => {
      const filter = filterOf(request.query);
      const page = await keysetPage(
        request,
        { cursor: request.query.cursor, keyOf: createdKeyOf },
        (p) => listAuditPage(db, filter, p),
      );
      return { items: page.items.map(toAuditEntryWire), next_page_url: page.nextPageUrl };
    },
  );

  // Untyped on purpose: the answer is a stream, which the typed reply (a string) does not take.
  app.get(
    '/api/admin/audit/export',
    {
      config: { access: 'operator', permission: 'audit' },
      schema: {
        querystring: auditQueryWire.omit({ cursor: true }),
        description: `Every audit entry the filters match, newest first, as CSV (text/csv, UTF-8, CRLF lines). Columns: ${auditCsvColumns.join(', ')}; before and after are JSON.`,
        response: fileResponse('text/csv', 'The audit log as a CSV attachment.', false),
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query as AuditQueryWire);
      async function* lines() {
        yield auditCsvHeader;
        for await (const entry of allAuditEntries(db, filter)) yield auditCsvLine(entry);
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('audit-log.csv'))
        .header('cache-control', 'private, no-store')
        .send(Readable.from(lines()));
    },
  );
}

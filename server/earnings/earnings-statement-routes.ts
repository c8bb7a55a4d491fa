import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  earningsStatementQueryWire,
  maxStatementDays,
  type EarningsStatementQueryWire,
} from '../../contract/earnings-statement';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import {
  getEarningsStatement,
  statementFileName,
  type EarningsStatement,
} from './earnings-statement-service';
import { statementCsv } from './statement-csv-presenters';
import { renderStatementPdf } from './statement-pdf-presenters';
import { requireSession } from '../http/context';
import { contentDisposition, fileResponse } from '../http/file-reply';
import { companyDocument } from '../http/security-headers';

const period =
  `start_date and end_date (yyyy-MM-dd, UTC, both included, at most ${maxStatementDays} days); ` +
  "lang en or es (the member's language when absent).";

/**
 * A period's earnings statement as a file (issue 16 point 6). The totals must equal what the
 * ledger credited; if they ever do not, the file shows both and the server logs it.
 */
export function earningsStatementRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const load = async (request: FastifyRequest, q: EarningsStatementQueryWire) => {
    const { memberId } = requireSession(request);
    const s = await getEarningsStatement(db, memberId, {
      startDate: q.start_date,
      endDate: q.end_date,
      lang: q.lang,
    });
    if (!s.reconciles)
      request.log.error(
        {
          memberId,
          period: s.period,
          net: minorToDecimal(s.totals.netMinor),
          ledger: minorToDecimal(s.totals.ledgerMinor),
          earnings: s.mismatchedIds.slice(0, 50),
        },
        'earnings statement does not match the ledger',
      );
    return s;
  };

  const send = (
    reply: FastifyReply,
    s: EarningsStatement,
    file: { ext: 'csv' | 'pdf'; mimeType: string; content: string | Buffer },
  ) =>
    reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(statementFileName(s, file.ext)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);

  r.get(
    '/api/wallet/earnings_statement.csv',
    {
      schema: {
        querystring: earningsStatementQueryWire,
        description: `The signed-in member's earnings of a period as CSV (text/csv, UTF-8 with a byte order mark): header rows, one row per earning with its explanation, then the totals and what the ledger credited. ${period}`,
        response: fileResponse('text/csv', 'The statement as a CSV attachment.', false),
      },
    },
    async (request, reply) => {
      const s = await load(request, request.query);
      return send(reply, s, {
        ext: 'csv',
        mimeType: 'text/csv; charset=utf-8',
        content: statementCsv(s),
      });
    },
  );

  r.get(
    '/api/wallet/earnings_statement.pdf',
    {
      schema: {
        querystring: earningsStatementQueryWire,
        description: `The signed-in member's earnings of a period as a PDF (application/pdf): company, member, period, every earning with its explanation, deductions and totals checked against the ledger; the totals are also in the document's Subject and Keywords. ${period}`,
        response: fileResponse('application/pdf', 'The statement as a PDF attachment.', true),
      },
    },
    async (request, reply) => {
      const s = await load(request, request.query);
      const pdf = await renderStatementPdf(s);
      // Drawn here from the company's own figures, so the browser's viewer may show it.
      return send(companyDocument(reply), s, {
        ext: 'pdf',
        mimeType: 'application/pdf',
        content: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength),
      });
    },
  );
}

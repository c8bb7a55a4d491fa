import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyBodyWire } from '../../contract/common';
import {
  catalogResponseWire,
  customerListQueryWire,
  customerPageWire,
  saleBodyWire,
  saleListQueryWire,
  salePageWire,
  saleQuoteBodyWire,
  saleQuoteWire,
  saleResponseWire,
  type SaleListQueryWire,
} from '../../contract/sales';
import type { Db } from '../db/connection';
import { minorToDecimal } from '../../contract/money';
import { invalidInput } from '../shared/app-error';
import {
  cancelSale,
  getCatalog,
  getSale,
  getSaleTotals,
  listCustomerPage,
  listSalePage,
  quoteSale,
  recordSale,
  type Customer,
  type SaleDetail,
  type SaleFilter,
} from './sale-service';
import { requireSession } from '../http/context';
import { requestLanguage } from '../http/language';
import { keysetPage } from '../http/paging';
import { memberListRoute } from '../http/list-route';
import { pathId } from '../http/path-id';
import {
  salesCsv,
  toCatalogItemWire,
  toCustomerWire,
  toQuoteWire,
  toSaleWire,
} from './sales-presenters';

const idParams = z.object({ id: z.string() });
const DAY = 86_400_000;

/** The URL's days as UTC instants: the end day is included whole. */
function saleFilter(q: SaleListQueryWire): SaleFilter {
  const from = q.start_date ? new Date(`${q.start_date}T00:00:00Z`) : null;
  const end = q.end_date ? new Date(`${q.end_date}T00:00:00Z`) : null;
  if (from && end && end < from)
    throw invalidInput('end_date', 'The end date is before the start date.');
  return {
    from,
    to: end ? new Date(end.getTime() + DAY) : null,
    status: q.status ?? null,
    customer: q.customer?.trim() || null,
  };
}

// An export is every sale the filter matches, read a page at a time.
const exportPage = 500;
const exportLimit = 100_000;

/** Manual sales (issue 14 point 4), while the company's manual_sales flag is on. */
export function salesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/sales/catalog',
    { schema: { response: { 200: catalogResponseWire } } },
    async (request) => {
      requireSession(request);
      return { items: (await getCatalog(db, requestLanguage(request))).map(toCatalogItemWire) };
    },
  );

  memberListRoute(app, '/api/sales/customers', {
    schema: { querystring: customerListQueryWire, response: customerPageWire },
    keyOf: (c: Customer) => ({ t: c.createdKey, id: c.id }),
    rows: (memberId, { search }, page) =>
      listCustomerPage(db, memberId, search?.trim() || null, page.after, page.limit),
    toWire: toCustomerWire,
  });

  r.post(
    '/api/sales/quote',
    { schema: { body: saleQuoteBodyWire, response: { 200: saleQuoteWire } } },
    async (request) => {
      requireSession(request);
      return toQuoteWire(await quoteSale(db, request.body.lines, requestLanguage(request)));
    },
  );

  r.post(
    '/api/sales',
    {
      config: { idempotent: true },
      schema: { body: saleBodyWire, response: { 201: saleResponseWire } },
    },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const b = request.body;
      const sale = await recordSale(db, memberId, {
        customerId: b.customer_id ?? null,
        customer: b.customer ?? null,
        lines: b.lines,
        paymentMethod: b.payment_method,
      });
      return reply.code(201).send({ sale: toSaleWire(sale) });
    },
  );

  r.get(
    '/api/sales',
    { schema: { querystring: saleListQueryWire, response: { 200: salePageWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const filter = saleFilter(request.query);
      const [page, totals] = await Promise.all([
        keysetPage(
          request,
          {
            cursor: request.query.cursor,
            keyOf: (s: SaleDetail) => ({ t: s.createdKey, id: s.id }),
          },
          // One row more than a page tells whether another page follows.
          (p) => listSalePage(db, memberId, filter, p.after, p.limit + 1),
        ),
        getSaleTotals(db, memberId, filter),
      ]);
      return {
        items: page.items.map(toSaleWire),
        next_page_url: page.nextPageUrl,
        totals: {
          count: totals.count,
          total: minorToDecimal(totals.totalMinor),
          pv: Number(totals.bv),
          cancelled_count: totals.cancelledCount,
        },
      };
    },
  );

  r.get(
    '/api/sales/export',
    {
      schema: {
        querystring: saleListQueryWire.omit({ cursor: true }),
        description: 'The filtered sales as a CSV file (text/csv), newest first.',
      },
    },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const filter = saleFilter(request.query);
      const sales: SaleDetail[] = [];
      let after: { t: string; id: number } | null = null;
      while (sales.length < exportLimit) {
        const page = await listSalePage(db, memberId, filter, after, exportPage);
        sales.push(...page);
        const last = page[page.length - 1];
        if (page.length < exportPage || !last) break;
        after = { t: last.createdKey, id: last.id };
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="sales.csv"')
        .header('cache-control', 'no-store')
        .send(salesCsv(sales));
    },
  );

  r.get(
    '/api/sales/:id',
    { schema: { params: idParams, response: { 200: saleResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      return { sale: toSaleWire(await getSale(db, memberId, pathId(request.params.id, 'Sale'))) };
    },
  );

  r.post(
    '/api/sales/:id/cancel',
    {
      config: { idempotent: true },
      schema: { params: idParams, body: emptyBodyWire, response: { 200: saleResponseWire } },
    },
    async (request) => {
      const { memberId } = requireSession(request);
      const sale = await cancelSale(db, memberId, pathId(request.params.id, 'Sale'));
      return { sale: toSaleWire(sale) };
    },
  );
}

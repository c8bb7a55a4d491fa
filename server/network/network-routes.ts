import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  binaryHistoryPageWire,
  binaryHistoryQueryWire,
  downlineCategoryParamsWire,
  downlineReportPageWire,
  downlineReportQueryWire,
  genealogyQueryWire,
  genealogyResponseWire,
  maxLevelsResponseWire,
  networkIdParamsWire,
  pvHistoryPageWire,
  pvHistoryQueryWire,
  tableViewQueryWire,
  tableViewResponseWire,
  tableViewSingleQueryWire,
  tableViewSingleResponseWire,
  type BinaryHistoryQueryWire,
  type DownlineCategory,
  type DownlineReportQueryWire,
  type GenealogyQueryWire,
  type PvHistoryQueryWire,
  type TableViewQueryWire,
  type TableViewSingleQueryWire,
} from '../../contract/network';
import type { Config } from '../shared/config';
import type { Db } from '../db/connection';
import {
  getBinaryHistory,
  getDownlineReport,
  getGenealogy,
  getLevelsBelow,
  getPvHistory,
  getTableView,
  getTableViewLevel,
  type HistoryRequest,
} from './network-service';
import { requireSession } from '../http/context';
import {
  toAffiliateWire,
  toBinaryHistoryEntryWire,
  toDownlineReportRowWire,
  toGenealogyNodeWire,
  toPvHistoryEntryWire,
  toTableViewUserWire,
} from './network-presenters';
import { serializeWithoutValidation } from '../http/large-json';
import { createdKeyOf, keysetPage, type PageRequest } from '../http/paging';
import { memberListRoute } from '../http/list-route';

/**
 * Spec §7 Network (all GET). Every call is scoped to the token's member: an {id} or username
 * outside the caller's placement downline answers 404 (services/network-service.ts).
 */
export function networkRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const params = networkIdParamsWire;

  const genealogy = async (request: FastifyRequest, q: GenealogyQueryWire, id?: number) => {
    const g = await getGenealogy(
      db,
      requireSession(request).memberId,
      { id, username: q.username },
      q.is_nested === '1',
    );
    const affiliates = g.members.map(toAffiliateWire);
    return {
      affiliates,
      genealogy: g.tree
        ? toGenealogyNodeWire(g.tree, new Map(affiliates.map((a) => [a.id, a])))
        : null,
      // A username outside the downline never gets here (404), so a search that answers is valid.
      search_valid: true,
      parent_username: g.parentUsername,
      max_levels: g.limits.maxLevels,
      max_width: g.limits.maxWidth,
      root_affiliate_id: g.root.id,
    };
  };
  const genealogySchema = {
    querystring: genealogyQueryWire,
    response: { 200: genealogyResponseWire },
  };
  const serializerCompiler = serializeWithoutValidation;
  r.get('/api/network/genealogy', { schema: genealogySchema, serializerCompiler }, (req) =>
    genealogy(req, req.query),
  );
  r.get(
    '/api/network/genealogy/:id',
    { schema: { ...genealogySchema, params }, serializerCompiler },
    (req) => genealogy(req, req.query, req.params.id),
  );

  const tableView = async (request: FastifyRequest, q: TableViewQueryWire, id?: number) => {
    const t = await getTableView(db, requireSession(request).memberId, {
      id,
      username: q.username,
    });
    return {
      genealogy: t.members.map(toTableViewUserWire),
      search_valid: true,
      max_levels: t.levelsBelow,
    };
  };
  const tableViewSchema = {
    querystring: tableViewQueryWire,
    response: { 200: tableViewResponseWire },
  };
  r.get('/api/network/table_view', { schema: tableViewSchema }, (req) => tableView(req, req.query));
  r.get('/api/network/table_view/:id', { schema: { ...tableViewSchema, params } }, (req) =>
    tableView(req, req.query, req.params.id),
  );

  const tableViewSingle = async (
    request: FastifyRequest,
    q: TableViewSingleQueryWire,
    id?: number,
  ) => {
    const members = await getTableViewLevel(
      db,
      requireSession(request).memberId,
      { id, username: q.username },
      q.level ?? 1,
    );
    return { genealogy: members.map(toTableViewUserWire) };
  };
  const tableViewSingleSchema = {
    querystring: tableViewSingleQueryWire,
    response: { 200: tableViewSingleResponseWire },
  };
  r.get('/api/network/table_view_single', { schema: tableViewSingleSchema }, (req) =>
    tableViewSingle(req, req.query),
  );
  r.get(
    '/api/network/table_view_single/:id',
    { schema: { ...tableViewSingleSchema, params } },
    (req) => tableViewSingle(req, req.query, req.params.id),
  );

  const maxLevels = async (request: FastifyRequest, id?: number) => ({
    max_levels: await getLevelsBelow(db, requireSession(request).memberId, { id }),
  });
  const maxLevelsSchema = {
    response: { 200: maxLevelsResponseWire },
  };
  r.get('/api/network/max_levels', { schema: maxLevelsSchema }, (req) => maxLevels(req));
  r.get('/api/network/max_levels/:id', { schema: { ...maxLevelsSchema, params } }, (req) =>
    maxLevels(req, req.params.id),
  );

  const downlineReport = async (
    request: FastifyRequest,
    q: DownlineReportQueryWire,
    category: DownlineCategory,
  ) => {
    const { memberId } = requireSession(request);
    const keyOf = (row: { joinedKey: string; id: number }) => ({ t: row.joinedKey, id: row.id });
    const page = await keysetPage(request, { cursor: q.page, param: 'page', keyOf }, (p) =>
      getDownlineReport(db, memberId, {
        category,
        username: q.username,
        level: q.level ?? null,
        sort: q.sort ?? 'desc',
        ...p,
      }),
    );
    return {
      data: page.items.map(toDownlineReportRowWire),
      next_page_url: page.nextPageUrl,
    };
  };
  const downlineSchema = {
    querystring: downlineReportQueryWire,
    response: { 200: downlineReportPageWire },
  };
  r.get('/api/network/downline_report', { schema: downlineSchema }, (req) =>
    downlineReport(req, req.query, 'all'),
  );
  r.get(
    '/api/network/downline_report/:category',
    { schema: { ...downlineSchema, params: downlineCategoryParamsWire } },
    (req) => downlineReport(req, req.query, req.params.category),
  );

  const historyRequest = <T>(
    q: PvHistoryQueryWire | BinaryHistoryQueryWire,
    type: T | undefined,
    page: PageRequest,
  ): HistoryRequest<T> => ({
    type: type ?? null,
    sort: q.sort ?? 'desc',
    dateRange: q.date_range,
    startDate: q.start_date,
    endDate: q.end_date,
    ...page,
  });

  memberListRoute(app, '/api/network/pv_history', {
    schema: { querystring: pvHistoryQueryWire, response: pvHistoryPageWire },
    keyOf: createdKeyOf,
    rows: (memberId, q, page) => getPvHistory(db, memberId, historyRequest(q, q.type, page)),
    toWire: toPvHistoryEntryWire,
  });
  memberListRoute(app, '/api/network/binary_history', {
    schema: { querystring: binaryHistoryQueryWire, response: binaryHistoryPageWire },
    keyOf: createdKeyOf,
    rows: (memberId, q, page) => getBinaryHistory(db, memberId, historyRequest(q, q.type, page)),
    toWire: toBinaryHistoryEntryWire,
  });
}

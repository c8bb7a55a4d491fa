import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityInputWire,
  crmAnalyticsQueryWire,
  crmAnalyticsWire,
  crmDashboardWire,
  leadDetailWire,
  leadInputWire,
  leadListQueryWire,
  leadPageWire,
  leadResponseWire,
  leadStatusBodyWire,
  leadStatuses,
} from '../../contract/crm';
import type { Db } from '../db/connection';
import {
  createLead,
  editLead,
  getCrmAnalytics,
  getCrmDashboard,
  getLead,
  listLeadPage,
  logActivity,
  moveLead,
  removeLead,
  type Lead,
} from './crm-service';
import { originOf, requireSession } from '../http/context';
import { fromLeadInputWire, toActivityWire, toLeadDetailWire, toLeadWire } from './crm-presenters';
import { keysetPage } from '../http/paging';
import { pathId } from '../http/path-id';

const idParams = z.object({ id: z.string() });

/** The lead the path names; another member's, or no number at all, is a 404. */
const leadId = (request: { params: { id: string } }) => pathId(request.params.id, 'Lead');

/** The CRM (issue 14 point 5), while the company's crm flag is on. */
export function crmRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/crm/leads',
    { schema: { querystring: leadListQueryWire, response: { 200: leadPageWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const { cursor, status, search } = request.query;
      const page = await keysetPage(
        request,
        { cursor, keyOf: (l: Lead) => ({ t: l.updatedKey, id: l.id }) },
        (p) =>
          listLeadPage(
            db,
            memberId,
            { status: status ?? null, search: search?.trim() || null },
            p.after,
            p.limit,
          ),
      );
      const origin = originOf(request);
      return {
        items: page.items.map((l) => toLeadWire(l, origin)),
        next_page_url: page.nextPageUrl,
      };
    },
  );

  r.post(
    '/api/crm/leads',
    { schema: { body: leadInputWire, response: { 201: leadResponseWire } } },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const lead = await createLead(db, memberId, fromLeadInputWire(request.body));
      return reply.code(201).send({ lead: toLeadWire(lead, originOf(request)) });
    },
  );

  r.get(
    '/api/crm/leads/:id',
    { schema: { params: idParams, response: { 200: leadDetailWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      return toLeadDetailWire(await getLead(db, memberId, leadId(request)), originOf(request));
    },
  );

  r.put(
    '/api/crm/leads/:id',
    { schema: { params: idParams, body: leadInputWire, response: { 200: leadResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const lead = await editLead(db, memberId, leadId(request), fromLeadInputWire(request.body));
      return { lead: toLeadWire(lead, originOf(request)) };
    },
  );

  r.delete('/api/crm/leads/:id', { schema: { params: idParams } }, async (request, reply) => {
    const { memberId } = requireSession(request);
    await removeLead(db, memberId, leadId(request));
    return reply.code(204).send();
  });

  r.put(
    '/api/crm/leads/:id/status',
    { schema: { params: idParams, body: leadStatusBodyWire, response: { 200: leadResponseWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const lead = await moveLead(db, memberId, leadId(request), request.body.status);
      return { lead: toLeadWire(lead, originOf(request)) };
    },
  );

  r.post(
    '/api/crm/leads/:id/activities',
    { schema: { params: idParams, body: activityInputWire, response: { 201: leadDetailWire } } },
    async (request, reply) => {
      const { memberId } = requireSession(request);
      const d = await logActivity(db, memberId, leadId(request), request.body);
      return reply.code(201).send(toLeadDetailWire(d, originOf(request)));
    },
  );

  r.get(
    '/api/crm/dashboard',
    { schema: { response: { 200: crmDashboardWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const d = await getCrmDashboard(db, memberId);
      const origin = originOf(request);
      return {
        counts: Object.fromEntries(leadStatuses.map((s) => [s, d.counts.get(s) ?? 0])) as Record<
          (typeof leadStatuses)[number],
          number
        >,
        due_today: d.dueToday.map((l) => toLeadWire(l, origin)),
        overdue: d.overdue.map((l) => toLeadWire(l, origin)),
        recent_activity: d.recent.map(toActivityWire),
      };
    },
  );

  r.get(
    '/api/crm/analytics',
    { schema: { querystring: crmAnalyticsQueryWire, response: { 200: crmAnalyticsWire } } },
    async (request) => {
      const { memberId } = requireSession(request);
      const a = await getCrmAnalytics(db, memberId, request.query.months ?? 12);
      return {
        funnel: a.funnel,
        conversion_by_month: a.conversionByMonth,
        by_source: a.bySource,
        median_days_to_enrol: a.medianDaysToEnrol,
      };
    },
  );
}

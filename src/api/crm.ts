import { cursorList, signalOf } from './cursor-page';
import { del, get, post, put } from './http';
import {
  crmAnalyticsWire,
  crmDashboardWire,
  leadDetailWire,
  leadPageWire,
  leadResponseWire,
  type ActivityKind,
  type ActivityWire,
  type CrmAnalyticsWire,
  type LeadInterest,
  type LeadSource,
  type LeadStatus,
  type LeadWire,
} from '@contract/crm';

// The CRM (issue 14): the calls are ours (contract/crm.ts).

export type { ActivityKind, LeadStatus };

export type Lead = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  countryName: string | null;
  source: LeadSource;
  interest: LeadInterest;
  notes: string | null;
  status: LeadStatus;
  nextFollowUp: string | null;
  inviteLink: string;
  enrolledMember: { username: string; firstName: string; lastName: string | null } | null;
  createdAt: string;
  updatedAt: string;
};

const toLead = (w: LeadWire): Lead => ({
  id: w.id,
  name: w.name,
  email: w.email,
  phone: w.phone,
  countryId: w.country_id,
  countryName: w.country_name,
  source: w.source,
  interest: w.interest,
  notes: w.notes,
  status: w.status,
  nextFollowUp: w.next_follow_up,
  inviteLink: w.invite_link,
  enrolledMember: w.enrolled_member
    ? {
        username: w.enrolled_member.username,
        firstName: w.enrolled_member.first_name,
        lastName: w.enrolled_member.last_name,
      }
    : null,
  createdAt: w.created_at,
  updatedAt: w.updated_at,
});

export type Activity = {
  id: number;
  kind: ActivityKind;
  body: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  createdAt: string;
  lead: { id: number; name: string };
};

const toActivity = (w: ActivityWire): Activity => ({
  id: w.id,
  kind: w.kind,
  body: w.body,
  fromStatus: w.from_status,
  toStatus: w.to_status,
  createdAt: w.created_at,
  lead: w.lead,
});

export const getLeads = cursorList(
  '/api/crm/leads',
  leadPageWire,
  toLead,
  (filter: { status: LeadStatus | null; search: string }) => filter,
);

export type LeadInput = {
  name: string;
  email: string;
  phone: string;
  /** '' when no country is chosen. */
  countryId: string;
  source: LeadSource;
  interest: LeadInterest;
  notes: string;
  nextFollowUp: string;
};

const inputWire = (i: LeadInput) => ({
  name: i.name,
  email: i.email,
  phone: i.phone,
  country_id: i.countryId ? Number(i.countryId) : null,
  source: i.source,
  interest: i.interest,
  notes: i.notes,
  next_follow_up: i.nextFollowUp,
});

export async function createLead(input: LeadInput): Promise<Lead> {
  const w = await post('/api/crm/leads', inputWire(input), { schema: leadResponseWire });
  return toLead(w.lead);
}

export async function updateLead(id: number, input: LeadInput): Promise<Lead> {
  const w = await put(`/api/crm/leads/${id}`, inputWire(input), { schema: leadResponseWire });
  return toLead(w.lead);
}

export async function deleteLead(id: number): Promise<void> {
  await del(`/api/crm/leads/${id}`);
}

export async function moveLead(id: number, status: Exclude<LeadStatus, 'enrolled'>): Promise<Lead> {
  const w = await put(`/api/crm/leads/${id}/status`, { status }, { schema: leadResponseWire });
  return toLead(w.lead);
}

export type LeadDetail = { lead: Lead; activities: Activity[] };

export async function getLead(id: number, signal?: AbortSignal): Promise<LeadDetail> {
  const w = await get(`/api/crm/leads/${id}`, { schema: leadDetailWire, ...signalOf(signal) });
  return { lead: toLead(w.lead), activities: w.activities.map(toActivity) };
}

export async function logActivity(
  id: number,
  activity: { kind: Exclude<ActivityKind, 'status'>; body: string },
): Promise<LeadDetail> {
  const w = await post(`/api/crm/leads/${id}/activities`, activity, { schema: leadDetailWire });
  return { lead: toLead(w.lead), activities: w.activities.map(toActivity) };
}

export type CrmDashboard = {
  counts: Record<LeadStatus, number>;
  dueToday: Lead[];
  overdue: Lead[];
  recentActivity: Activity[];
};

export async function getCrmDashboard(signal?: AbortSignal): Promise<CrmDashboard> {
  const w = await get('/api/crm/dashboard', { schema: crmDashboardWire, ...signalOf(signal) });
  return {
    counts: w.counts as Record<LeadStatus, number>,
    dueToday: w.due_today.map(toLead),
    overdue: w.overdue.map(toLead),
    recentActivity: w.recent_activity.map(toActivity),
  };
}

export type CrmAnalytics = {
  funnel: { stage: LeadStatus; count: number }[];
  conversionByMonth: { month: string; leads: number; enrolled: number; rate: number }[];
  bySource: { source: LeadSource; leads: number; enrolled: number }[];
  medianDaysToEnrol: number | null;
};

const toCrmAnalytics = (w: CrmAnalyticsWire): CrmAnalytics => ({
  funnel: w.funnel,
  conversionByMonth: w.conversion_by_month,
  bySource: w.by_source,
  medianDaysToEnrol: w.median_days_to_enrol,
});

export async function getCrmAnalytics(months: number, signal?: AbortSignal): Promise<CrmAnalytics> {
  const w = await get('/api/crm/analytics', {
    query: { months },
    schema: crmAnalyticsWire,
    ...signalOf(signal),
  });
  return toCrmAnalytics(w);
}

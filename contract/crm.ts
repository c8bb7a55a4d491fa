import { z } from 'zod';
import {
  commonQueryWire,
  contactInputFields,
  cursorListQueryWire,
  cursorPageWire,
  dayOf,
  instantWire,
  int4IdWire,
  personNameFields,
  searchQueryWire,
} from './common';

/**
 * The CRM (issue 14 point 5; spec §2 names /member/crm/dashboard and /analytics and the crm
 * flag, not the calls). Leads are the member's own, from the token; anyone else's is a 404.
 */

/** The pipeline in order; `lost` leaves it from any stage. */
export const leadStatuses = ['new', 'contacted', 'interested', 'enrolled', 'lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const pipelineStages = ['new', 'contacted', 'interested', 'enrolled'] as const;

export const leadSources = ['referral', 'social', 'event', 'website', 'cold', 'other'] as const;
export type LeadSource = (typeof leadSources)[number];

export const leadInterests = ['products', 'business', 'both'] as const;
export type LeadInterest = (typeof leadInterests)[number];

/** What a member logs by hand; `status` entries are written by the pipeline itself. */
export const activityKinds = ['call', 'message', 'meeting', 'note'] as const;
export type ActivityKind = (typeof activityKinds)[number] | 'status';

const dayWire = dayOf('Use a real date like 2026-11-24.');

const leadWire = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country_id: z.number().int().nullable(),
  country_name: z.string().nullable(),
  source: z.enum(leadSources),
  interest: z.enum(leadInterests),
  notes: z.string().nullable(),
  status: z.enum(leadStatuses),
  next_follow_up: dayWire.nullable(),
  /** The member's referral link carrying the lead: signing up through it enrols the lead. */
  invite_link: z.string(),
  enrolled_member: z.object({ username: z.string(), ...personNameFields }).nullable(),
  created_at: instantWire,
  updated_at: instantWire,
});
export type LeadWire = z.infer<typeof leadWire>;

export const leadListQueryWire = cursorListQueryWire.extend({
  status: z.enum(leadStatuses, { error: 'Choose a status from the list.' }).optional(),
  search: searchQueryWire,
});

export const leadPageWire = cursorPageWire(leadWire);

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters.`).optional().nullable();

/** POST /api/crm/leads and PUT /api/crm/leads/{id}: the lead as the member writes it. */
export const leadInputWire = z.object({
  name: z.string().trim().min(2, 'Enter the lead’s name.').max(100, 'Use at most 100 characters.'),
  ...contactInputFields,
  country_id: int4IdWire('Choose a country from the list.').optional().nullable(),
  source: z.enum(leadSources, { error: 'Choose where the lead came from.' }),
  interest: z.enum(leadInterests, { error: 'Choose what the lead is interested in.' }),
  notes: optionalText(2000, 'The notes'),
  next_follow_up: z
    .union([z.literal(''), dayWire])
    .optional()
    .nullable(),
});
export type LeadInputWire = z.infer<typeof leadInputWire>;

/** PUT /api/crm/leads/{id}/status: a move on the board (an enrolment comes from a signup). */
export const leadStatusBodyWire = z.object({
  status: z.enum(['new', 'contacted', 'interested', 'lost'], {
    error: 'Move the lead to new, contacted, interested or lost; enrolment comes from a signup.',
  }),
});

const activityWire = z.object({
  id: z.number().int(),
  kind: z.enum([...activityKinds, 'status']),
  body: z.string().nullable(),
  from_status: z.enum(leadStatuses).nullable(),
  to_status: z.enum(leadStatuses).nullable(),
  created_at: instantWire,
  lead: z.object({ id: z.number().int(), name: z.string() }),
});
export type ActivityWire = z.infer<typeof activityWire>;

export const activityInputWire = z.object({
  kind: z.enum(activityKinds, { error: 'Choose a call, a message, a meeting or a note.' }),
  body: z.string().trim().min(1, 'Write what happened.').max(2000, 'Use at most 2000 characters.'),
});

/** GET /api/crm/leads/{id}: the lead and its timeline, newest first. */
export const leadDetailWire = z.object({ lead: leadWire, activities: z.array(activityWire) });
export const leadResponseWire = z.object({ lead: leadWire });

/** GET /api/crm/dashboard. */
export const crmDashboardWire = z.object({
  counts: z.record(z.enum(leadStatuses), z.number().int()),
  due_today: z.array(leadWire),
  overdue: z.array(leadWire),
  recent_activity: z.array(activityWire),
});

/** GET /api/crm/analytics: the last `months` months (default 12). */
export const crmAnalyticsQueryWire = commonQueryWire.extend({
  months: z.coerce.number().int().min(1).max(36).optional(),
});
export const crmAnalyticsWire = z.object({
  /** Leads that reached each stage at least once, new to enrolled. */
  funnel: z.array(z.object({ stage: z.enum(pipelineStages), count: z.number().int() })),
  /** Per month of creation: leads, how many are enrolled, and the rate (0–1). */
  conversion_by_month: z.array(
    z.object({
      month: z.string(),
      leads: z.number().int(),
      enrolled: z.number().int(),
      rate: z.number(),
    }),
  ),
  by_source: z.array(
    z.object({ source: z.enum(leadSources), leads: z.number().int(), enrolled: z.number().int() }),
  ),
  /** Median days from the first contact to the enrolment; null before any enrolment. */
  median_days_to_enrol: z.number().nullable(),
});
export type CrmAnalyticsWire = z.infer<typeof crmAnalyticsWire>;

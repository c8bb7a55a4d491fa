import type { z } from 'zod';
import type { ActivityWire, LeadInputWire, LeadWire, leadDetailWire } from '../../contract/crm';
import type { Activity, Lead, LeadInput } from './crm-service';

/** The lead's invitation: the sponsor's referral link carrying the lead's secret. */
const inviteLink = (origin: string, lead: Lead) =>
  `${origin}/signup?referral=${encodeURIComponent(lead.sponsorUsername)}&lead=${encodeURIComponent(lead.inviteToken)}`;

export const toLeadWire = (l: Lead, origin: string): LeadWire => ({
  id: l.id,
  name: l.name,
  email: l.email,
  phone: l.phone,
  country_id: l.countryId,
  country_name: l.countryName,
  source: l.source,
  interest: l.interest,
  notes: l.notes,
  status: l.status,
  next_follow_up: l.nextFollowUp,
  invite_link: inviteLink(origin, l),
  enrolled_member: l.enrolledMember
    ? {
        username: l.enrolledMember.username,
        first_name: l.enrolledMember.firstName,
        last_name: l.enrolledMember.lastName,
      }
    : null,
  created_at: l.createdAt.toISOString(),
  updated_at: l.updatedAt.toISOString(),
});

export const toActivityWire = (a: Activity): ActivityWire => ({
  id: a.id,
  kind: a.kind,
  body: a.body,
  from_status: a.fromStatus,
  to_status: a.toStatus,
  created_at: a.createdAt.toISOString(),
  lead: a.lead,
});

/** A lead with its timeline, newest activity first. */
export const toLeadDetailWire = (
  d: { lead: Lead; activities: Activity[] },
  origin: string,
): z.infer<typeof leadDetailWire> => ({
  lead: toLeadWire(d.lead, origin),
  activities: d.activities.map(toActivityWire),
});

export const fromLeadInputWire = (w: LeadInputWire): LeadInput => ({
  name: w.name,
  email: w.email ?? null,
  phone: w.phone ?? null,
  countryId: w.country_id ?? null,
  source: w.source,
  interest: w.interest,
  notes: w.notes ?? null,
  nextFollowUp: w.next_follow_up ?? null,
});

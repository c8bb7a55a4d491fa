import type { ActivityKind, LeadInterest, LeadSource, LeadStatus } from '../../contract/crm';
import type { Keyset } from '../../contract/paging';
import type { Queryable } from '../db/connection';
import type { LeadFacts } from './crm';
import { likePattern } from '../shared/like-pattern';
import { keysetAfter, keysetOrder } from '../db/keyset';

export type LeadFields = {
  name: string;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  source: LeadSource;
  interest: LeadInterest;
  notes: string | null;
  nextFollowUp: string | null;
};

export type Lead = LeadFields & {
  id: number;
  memberId: number;
  sponsorUsername: string;
  countryName: string | null;
  status: LeadStatus;
  maxStage: number;
  inviteToken: string;
  enrolledMember: { username: string; firstName: string; lastName: string | null } | null;
  contactedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  updatedKey: string;
};

type LeadRow = {
  id: number;
  member_id: number;
  sponsor_username: string;
  name: string;
  email: string | null;
  phone: string | null;
  country_id: number | null;
  country_name: string | null;
  source: LeadSource;
  interest: LeadInterest;
  notes: string | null;
  status: LeadStatus;
  max_stage: number;
  next_follow_up: string | null;
  invite_token: string;
  enrolled_username: string | null;
  enrolled_first_name: string | null;
  enrolled_last_name: string | null;
  contacted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  updated_key: string;
};

const leadSelect = `SELECT l.id, l.member_id, m.username AS sponsor_username, l.name, l.email,
    l.phone, l.country_id, c.name AS country_name, l.source, l.interest, l.notes, l.status,
    l.max_stage, to_char(l.next_follow_up, 'YYYY-MM-DD') AS next_follow_up, l.invite_token,
    e.username AS enrolled_username, e.first_name AS enrolled_first_name,
    e.last_name AS enrolled_last_name, l.contacted_at, l.created_at, l.updated_at,
    l.updated_at::text AS updated_key
  FROM crm_leads l
  JOIN members m ON m.id = l.member_id
  LEFT JOIN countries c ON c.id = l.country_id
  LEFT JOIN members e ON e.id = l.enrolled_member_id`;

const toLead = (r: LeadRow): Lead => ({
  id: r.id,
  memberId: r.member_id,
  sponsorUsername: r.sponsor_username,
  name: r.name,
  email: r.email,
  phone: r.phone,
  countryId: r.country_id,
  countryName: r.country_name,
  source: r.source,
  interest: r.interest,
  notes: r.notes,
  status: r.status,
  maxStage: r.max_stage,
  nextFollowUp: r.next_follow_up,
  inviteToken: r.invite_token,
  enrolledMember: r.enrolled_username
    ? {
        username: r.enrolled_username,
        firstName: r.enrolled_first_name ?? '',
        lastName: r.enrolled_last_name,
      }
    : null,
  contactedAt: r.contacted_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  updatedKey: r.updated_key,
});

export async function insertLead(
  q: Queryable,
  memberId: number,
  f: LeadFields,
  inviteToken: string,
  at: Date,
): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO crm_leads (member_id, name, email, phone, country_id, source, interest, notes,
       next_follow_up, invite_token, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date, $10, $11, $11) RETURNING id`,
    [
      memberId,
      f.name,
      f.email,
      f.phone,
      f.countryId,
      f.source,
      f.interest,
      f.notes,
      f.nextFollowUp,
      inviteToken,
      at,
    ],
  );
  return row!.id;
}

export async function updateLead(q: Queryable, id: number, f: LeadFields, at: Date) {
  await q.query(
    `UPDATE crm_leads SET name = $2, email = $3, phone = $4, country_id = $5, source = $6,
       interest = $7, notes = $8, next_follow_up = $9::date, updated_at = $10 WHERE id = $1`,
    [id, f.name, f.email, f.phone, f.countryId, f.source, f.interest, f.notes, f.nextFollowUp, at],
  );
}

export async function deleteLead(q: Queryable, id: number, at: Date) {
  await q.query(`UPDATE crm_leads SET deleted_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
}

/** The member's own lead (locked for a change when asked); null for anyone else's. */
export async function findLead(
  q: Queryable,
  memberId: number,
  id: number,
  lock = false,
): Promise<Lead | null> {
  const rows = await q.query<LeadRow>(
    `${leadSelect} WHERE l.id = $1 AND l.member_id = $2 AND l.deleted_at IS NULL
      ${lock ? 'FOR UPDATE OF l' : ''}`,
    [id, memberId],
  );
  return rows[0] ? toLead(rows[0]) : null;
}

export async function setLeadStatus(
  q: Queryable,
  id: number,
  s: { status: LeadStatus; maxStage: number; at: Date },
) {
  await q.query(
    `UPDATE crm_leads SET status = $2, max_stage = $3::smallint, updated_at = $4::timestamptz,
       contacted_at = CASE WHEN $3::smallint >= 1 THEN coalesce(contacted_at, $4::timestamptz)
                           ELSE contacted_at END
     WHERE id = $1`,
    [id, s.status, s.maxStage, s.at],
  );
}

/** The member's leads, most recently changed first, by status and search. */
export async function listLeads(
  q: Queryable,
  memberId: number,
  filter: { status: LeadStatus | null; search: string | null },
  after: Keyset | null,
  limit: number,
): Promise<Lead[]> {
  const params: unknown[] = [memberId, limit];
  const add = (v: unknown) => `$${params.push(v)}`;
  const where = [
    keysetAfter(params, after, { at: 'l.updated_at', id: 'l.id' }),
    filter.status ? `l.status = ${add(filter.status)}` : '',
    filter.search
      ? `(l.name ILIKE ${add(likePattern(filter.search))} OR l.email ILIKE $${params.length} OR l.phone ILIKE $${params.length})`
      : '',
  ].filter(Boolean);
  const rows = await q.query<LeadRow>(
    `${leadSelect} WHERE l.member_id = $1 AND l.deleted_at IS NULL
      ${where.map((w) => `AND ${w}`).join(' ')}
      ORDER BY ${keysetOrder({ at: 'l.updated_at', id: 'l.id' })} LIMIT $2`,
    params,
  );
  return rows.map(toLead);
}

export type Activity = {
  id: number;
  kind: ActivityKind;
  body: string | null;
  fromStatus: LeadStatus | null;
  toStatus: LeadStatus | null;
  createdAt: Date;
  lead: { id: number; name: string };
};

export async function insertActivity(
  q: Queryable,
  a: {
    leadId: number;
    memberId: number;
    kind: ActivityKind;
    body: string | null;
    fromStatus?: LeadStatus | null;
    toStatus?: LeadStatus | null;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO crm_activities (lead_id, member_id, kind, body, from_status, to_status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [a.leadId, a.memberId, a.kind, a.body, a.fromStatus ?? null, a.toStatus ?? null, a.at],
  );
  await q.query(
    `UPDATE crm_leads SET updated_at = greatest(updated_at, $2::timestamptz) WHERE id = $1`,
    [a.leadId, a.at],
  );
}

const activitySelect = `SELECT a.id, a.kind, a.body, a.from_status, a.to_status, a.created_at,
    l.id AS lead_id, l.name AS lead_name
  FROM crm_activities a JOIN crm_leads l ON l.id = a.lead_id`;

type ActivityRow = {
  id: number;
  kind: ActivityKind;
  body: string | null;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  created_at: Date;
  lead_id: number;
  lead_name: string;
};

const toActivity = (r: ActivityRow): Activity => ({
  id: r.id,
  kind: r.kind,
  body: r.body,
  fromStatus: r.from_status,
  toStatus: r.to_status,
  createdAt: r.created_at,
  lead: { id: r.lead_id, name: r.lead_name },
});

export async function listLeadActivities(q: Queryable, leadId: number, limit: number) {
  const rows = await q.query<ActivityRow>(
    `${activitySelect} WHERE a.lead_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [leadId, limit],
  );
  return rows.map(toActivity);
}

export async function listRecentActivities(q: Queryable, memberId: number, limit: number) {
  const rows = await q.query<ActivityRow>(
    `${activitySelect} WHERE a.member_id = $1 AND l.deleted_at IS NULL
      ORDER BY a.created_at DESC, a.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(toActivity);
}

export async function countByStatus(q: Queryable, memberId: number) {
  const rows = await q.query<{ status: LeadStatus; n: string }>(
    `SELECT status, count(*) AS n FROM crm_leads WHERE member_id = $1 AND deleted_at IS NULL
      GROUP BY status`,
    [memberId],
  );
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

/** Open leads (not enrolled, not lost) with a follow-up on or before `today`. */
export async function listFollowUps(q: Queryable, memberId: number, today: string, limit: number) {
  const rows = await q.query<LeadRow>(
    `${leadSelect} WHERE l.member_id = $1 AND l.deleted_at IS NULL
        AND l.status NOT IN ('enrolled', 'lost') AND l.next_follow_up <= $2::date
      ORDER BY l.next_follow_up, l.id LIMIT $3`,
    [memberId, today, limit],
  );
  return rows.map(toLead);
}

/** What the analytics need of every lead created since `since`. */
export async function listLeadFacts(
  q: Queryable,
  memberId: number,
  since: Date,
): Promise<LeadFacts[]> {
  return q.query<LeadFacts>(
    `SELECT created_at AS "createdAt", source, max_stage AS "maxStage",
            contacted_at AS "contactedAt", enrolled_at AS "enrolledAt"
       FROM crm_leads
      WHERE member_id = $1 AND deleted_at IS NULL AND created_at >= $2`,
    [memberId, since],
  );
}

/** A signup carrying a lead's token of this sponsor: remember it until the member exists. */
export async function attachSignup(
  q: Queryable,
  token: string,
  sponsorId: number,
  pendingSignupId: number,
): Promise<void> {
  await q.query(
    `UPDATE crm_leads SET pending_signup_id = $3
      WHERE invite_token = $1 AND member_id = $2 AND deleted_at IS NULL
        AND enrolled_member_id IS NULL`,
    [token, sponsorId, pendingSignupId],
  );
}

/** The leads whose signup just became a member: enrolled and linked. Returns them. */
export async function enrolSignedUpLeads(
  q: Queryable,
  pendingSignupId: number,
  memberId: number,
  at: Date,
): Promise<{ id: number; memberId: number; status: LeadStatus }[]> {
  const rows = await q.query<{ id: number; member_id: number; old_status: LeadStatus }>(
    `UPDATE crm_leads l SET status = 'enrolled', max_stage = 3, enrolled_member_id = $2,
       enrolled_at = $3, updated_at = $3, contacted_at = coalesce(l.contacted_at, $3)
       FROM crm_leads old
      WHERE l.id = old.id AND l.pending_signup_id = $1 AND l.enrolled_member_id IS NULL
      RETURNING l.id, l.member_id, old.status AS old_status`,
    [pendingSignupId, memberId, at],
  );
  return rows.map((r) => ({ id: r.id, memberId: r.member_id, status: r.old_status }));
}

import { randomBytes } from 'node:crypto';
import type { ActivityKind, LeadStatus } from '../../contract/crm';
import type { Keyset } from '../../contract/paging';
import type { Db, Queryable } from '../db/connection';
import {
  bySource,
  conversionByMonth,
  funnel,
  furthestStage,
  medianDaysToEnrol,
  monthsUpTo,
} from './crm';
import {
  countByStatus,
  enrolSignedUpLeads,
  deleteLead,
  findLead,
  insertActivity,
  insertLead,
  listFollowUps,
  listLeadActivities,
  listLeadFacts,
  listLeads,
  listRecentActivities,
  setLeadStatus,
  updateLead,
  type Activity,
  type Lead,
  type LeadFields,
} from './crm-repo';
import { countryExists } from '../demo';
import { invalidInput, notFound } from '../shared/app-error';
import { requireModule } from '../company';

export type { Activity, Lead };

/**
 * A signup through a lead's invitation link became a member: the lead is enrolled and linked
 * to them by itself, and its timeline says so. Runs in the signup's own transaction.
 */
export async function enrolInvitedLeads(
  tx: Queryable,
  pendingSignupId: number,
  member: { id: number; username: string },
  now = new Date(),
) {
  for (const lead of await enrolSignedUpLeads(tx, pendingSignupId, member.id, now)) {
    await insertActivity(tx, {
      leadId: lead.id,
      memberId: lead.memberId,
      kind: 'status',
      body: `Signed up as ${member.username}.`,
      fromStatus: lead.status,
      toStatus: 'enrolled',
      at: now,
    });
  }
}

const crmOn = (db: Queryable) => requireModule(db, 'crm', 'The CRM');

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** A country the company does not list is the member's mistake, never a 500. */
async function checkCountry(q: Queryable, input: LeadInput) {
  if (input.countryId && !(await countryExists(q, input.countryId)))
    throw invalidInput('country_id', 'Choose a country from the list.');
}

/** A lead as the member enters it; blank text is stored as nothing. */
export type LeadInput = LeadFields;

const fieldsOf = (w: LeadInput): LeadFields => ({
  name: w.name.trim(),
  email: blank(w.email),
  phone: blank(w.phone),
  countryId: w.countryId,
  source: w.source,
  interest: w.interest,
  notes: blank(w.notes),
  nextFollowUp: blank(w.nextFollowUp),
});

async function ownLead(q: Queryable, memberId: number, id: number, lock = false) {
  const lead = await findLead(q, memberId, id, lock);
  if (!lead) throw notFound('Lead not found.');
  return lead;
}

export async function createLead(db: Db, memberId: number, input: LeadInput, now = new Date()) {
  await crmOn(db);
  await checkCountry(db, input);
  return db.transaction(async (tx) => {
    // The invitation link's secret: unguessable, so nobody can enrol someone else's lead.
    const id = await insertLead(
      tx,
      memberId,
      fieldsOf(input),
      randomBytes(18).toString('base64url'),
      now,
    );
    return ownLead(tx, memberId, id);
  });
}

export async function editLead(
  db: Db,
  memberId: number,
  id: number,
  input: LeadInput,
  now = new Date(),
) {
  await crmOn(db);
  await checkCountry(db, input);
  return db.transaction(async (tx) => {
    await ownLead(tx, memberId, id, true);
    await updateLead(tx, id, fieldsOf(input), now);
    return ownLead(tx, memberId, id);
  });
}

export async function removeLead(db: Db, memberId: number, id: number, now = new Date()) {
  await crmOn(db);
  await db.transaction(async (tx) => {
    await ownLead(tx, memberId, id, true);
    await deleteLead(tx, id, now);
  });
}

/**
 * A move on the board, written to the timeline. An enrolled lead stays enrolled: enrolment
 * is the signup's, and the link to the new member must not be lost.
 */
export async function moveLead(
  db: Db,
  memberId: number,
  id: number,
  status: Exclude<LeadStatus, 'enrolled'>,
  now = new Date(),
) {
  await crmOn(db);
  return db.transaction(async (tx) => {
    const lead = await ownLead(tx, memberId, id, true);
    if (lead.status === 'enrolled')
      throw invalidInput('status', 'This lead is enrolled: they are a member now.');
    if (lead.status !== status) {
      await setLeadStatus(tx, id, {
        status,
        maxStage: furthestStage(lead.maxStage, status),
        at: now,
      });
      await insertActivity(tx, {
        leadId: id,
        memberId,
        kind: 'status',
        body: null,
        fromStatus: lead.status,
        toStatus: status,
        at: now,
      });
    }
    return ownLead(tx, memberId, id);
  });
}

export async function logActivity(
  db: Db,
  memberId: number,
  id: number,
  a: { kind: Exclude<ActivityKind, 'status'>; body: string },
  now = new Date(),
) {
  await crmOn(db);
  await db.transaction(async (tx) => {
    await ownLead(tx, memberId, id, true);
    await insertActivity(tx, { leadId: id, memberId, kind: a.kind, body: a.body, at: now });
  });
  return getLead(db, memberId, id);
}

const timelineLength = 200;

export async function getLead(db: Queryable, memberId: number, id: number) {
  await crmOn(db);
  const lead = await ownLead(db, memberId, id);
  return { lead, activities: await listLeadActivities(db, id, timelineLength) };
}

export async function listLeadPage(
  db: Queryable,
  memberId: number,
  filter: { status: LeadStatus | null; search: string | null },
  after: Keyset | null,
  limit: number,
) {
  await crmOn(db);
  return listLeads(db, memberId, filter, after, limit + 1);
}

const listLength = 20;

export async function getCrmDashboard(db: Queryable, memberId: number, now = new Date()) {
  await crmOn(db);
  const today = now.toISOString().slice(0, 10);
  const [counts, followUps, recent] = await Promise.all([
    countByStatus(db, memberId),
    listFollowUps(db, memberId, today, 200),
    listRecentActivities(db, memberId, listLength),
  ]);
  return {
    counts,
    dueToday: followUps.filter((l) => l.nextFollowUp === today).slice(0, listLength),
    overdue: followUps.filter((l) => l.nextFollowUp! < today).slice(0, listLength),
    recent,
  };
}

export async function getCrmAnalytics(
  db: Queryable,
  memberId: number,
  months: number,
  now = new Date(),
) {
  await crmOn(db);
  const window = monthsUpTo(now, months);
  const since = new Date(`${window[0]}-01T00:00:00Z`);
  const leads = await listLeadFacts(db, memberId, since);
  return {
    funnel: funnel(leads),
    conversionByMonth: conversionByMonth(leads, window),
    bySource: bySource(leads),
    medianDaysToEnrol: medianDaysToEnrol(leads),
  };
}

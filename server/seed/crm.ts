import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection';
import { bulkInsert } from './bulk';
import { createRng } from './rng';
import { DAY, HOUR } from './types';

/**
 * The demo member's CRM (issue 14 point 5): leads over the past year, moved through the
 * pipeline with a timeline of calls, messages and meetings, so the dashboard and the
 * analytics have something to say. Some follow-ups fall due today and some are overdue.
 */
const firstNames = [
  'Lucía',
  'Mateo',
  'Sofía',
  'Hugo',
  'Valeria',
  'Leo',
  'Emma',
  'Daniel',
  'Olivia',
  'Martín',
  'Chloe',
  'Noah',
  'Isabel',
  'Samuel',
  'Grace',
  'Tomás',
  'Aisha',
  'Omar',
];
const lastNames = [
  'García',
  'Smith',
  'Rossi',
  'Müller',
  'Silva',
  'Khan',
  'Dubois',
  'Nowak',
  'Jensen',
  'Costa',
  'Brown',
  'Ortiz',
];
const sources = ['referral', 'social', 'social', 'event', 'website', 'cold', 'other'] as const;
const interests = ['products', 'business', 'both'] as const;
const notes: Record<'call' | 'message' | 'meeting' | 'note', string[]> = {
  call: [
    'Called: keen to try the refill box.',
    'Call back after payday.',
    'Talked about the plan for 20 minutes.',
  ],
  message: [
    'Sent the catalogue on WhatsApp.',
    'Shared the welcome video.',
    'Sent the event invitation.',
  ],
  meeting: [
    'Coffee meeting: brought samples.',
    'Met at the regional meetup.',
    'Zoom with their partner.',
  ],
  note: ['Prefers evenings.', 'Has a friend who may join too.', 'Asked about the Pro package.'],
};

const LEADS = 96;

export async function writeCrmData(tx: Queryable, anchor: number): Promise<void> {
  const [demo] = await tx.query<{ id: number }>(`SELECT id FROM members WHERE username = 'demo'`);
  if (!demo) return;
  const [{ next } = { next: 1 }] = await tx.query<{ next: number }>(
    `SELECT coalesce(max(id), 0) + 1 AS next FROM crm_leads`,
  );
  const rng = createRng(7, 'crm');
  const leads: unknown[][] = [];
  const activities: unknown[][] = [];
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

  for (let i = 0; i < LEADS; i++) {
    const id = next + i;
    // Spread over the past year, a little busier lately.
    const created =
      anchor - Math.floor(Math.pow(rng.next(), 0.8) * 360) * DAY + rng.int(9, 19) * HOUR;
    const source = rng.pick(sources);
    // How far the lead got: events and referrals convert best.
    const warm = source === 'referral' || source === 'event' ? 0.15 : 0;
    let stage = 0;
    while (stage < 3 && rng.chance([0.8, 0.6 + warm, 0.45 + warm][stage]!)) stage++;
    const lost = stage < 3 && rng.chance(0.35);
    const steps: { at: number; to: string; from: string }[] = [];
    let at = created;
    const names = ['new', 'contacted', 'interested', 'enrolled'];
    for (let s = 1; s <= stage; s++) {
      at = Math.min(anchor - HOUR, at + rng.int(1, s === 3 ? 40 : 12) * DAY);
      steps.push({ at, from: names[s - 1]!, to: names[s]! });
    }
    if (lost) {
      at = Math.min(anchor - HOUR, at + rng.int(3, 20) * DAY);
      steps.push({ at, from: names[stage]!, to: 'lost' });
    }
    const status = steps.at(-1)?.to ?? 'new';
    const open = status !== 'enrolled' && status !== 'lost';
    // Open leads get a follow-up: today, overdue, or ahead.
    const followUp = open ? dayOf(anchor + rng.pick([0, 0, -1, -3, -8, 2, 5, 9]) * DAY) : null;
    const name = `${rng.pick(firstNames)} ${rng.pick(lastNames)}`;
    const contactedAt = steps[0]?.at ?? null;
    const enrolledAt = status === 'enrolled' ? steps.at(-1)!.at : null;
    const updated = Math.max(created, steps.at(-1)?.at ?? created);
    leads.push([
      id,
      demo.id,
      name,
      `${name
        .split(' ')[0]!
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z]/g, '')}${i}@example.com`,
      rng.chance(0.7) ? `+34 6${String(rng.int(10_000_000, 99_999_999))}` : null,
      source,
      rng.pick(interests),
      rng.chance(0.3) ? rng.pick(notes.note) : null,
      status,
      stage,
      followUp,
      randomBytes(18).toString('base64url'),
      created,
      updated,
      contactedAt,
      enrolledAt,
    ]);
    for (const step of steps) {
      activities.push([id, demo.id, 'status', null, step.from, step.to, step.at]);
      // Between the moves, the member called, wrote or met them.
      const kind = rng.pick(['call', 'message', 'meeting'] as const);
      activities.push([
        id,
        demo.id,
        kind,
        rng.pick(notes[kind]),
        null,
        null,
        step.at - rng.int(1, 20) * HOUR,
      ]);
    }
  }

  await bulkInsert(
    tx,
    'crm_leads',
    {
      id: 'int8',
      member_id: 'int8',
      name: 'text',
      email: 'text',
      phone: 'text',
      source: 'text',
      interest: 'text',
      notes: 'text',
      status: 'text',
      max_stage: 'int2',
      next_follow_up: 'date',
      invite_token: 'text',
      created_at: 'ms',
      updated_at: 'ms',
      contacted_at: 'ms',
      enrolled_at: 'ms',
    },
    leads,
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('crm_leads', 'id'), (SELECT max(id) FROM crm_leads))`,
  );
  await bulkInsert(
    tx,
    'crm_activities',
    {
      lead_id: 'int8',
      member_id: 'int8',
      kind: 'text',
      body: 'text',
      from_status: 'text',
      to_status: 'text',
      created_at: 'ms',
    },
    activities,
  );
}

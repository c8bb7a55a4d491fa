import { refreshReceivedTimes } from '../mail';
import type { Queryable } from '../db/connection';

/**
 * Mail between members and the support desk's tickets (issue 13): the desk's first answers in
 * both languages; three tickets of the showcase member, one in each state a member meets
 * (waiting for them, resolved so it can be reopened, closed); and a conversation with a
 * member of their downline and with their sponsor. Plain SQL over the rows already written,
 * with times relative to now, so the rest of the seed is unchanged.
 */
export async function writeSupportData(tx: Queryable): Promise<void> {
  for (const [language, staff, body] of autoReplies)
    await tx.query(
      `INSERT INTO support_auto_replies (category, language, staff_name, body) VALUES ('*', $1, $2, $3)`,
      [language, staff, body],
    );
  const [demo] = await tx.query<{ id: number; sponsor_id: number | null }>(
    `SELECT id, sponsor_id FROM members WHERE username = 'demo'`,
  );
  if (!demo) return refreshReceivedTimes(tx);
  for (const t of tickets) {
    const [ticket] = await tx.query<{ id: number }>(
      `INSERT INTO support_tickets (member_id, category, priority, subject, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, now() - make_interval(hours => $6::int),
               now() - make_interval(hours => $7::int)) RETURNING id`,
      [
        demo.id,
        t.category,
        t.priority,
        t.subject,
        t.status,
        t.messages[0]![0],
        t.messages.at(-1)![0],
      ],
    );
    for (const [hoursAgo, staff, body] of t.messages)
      await tx.query(
        `INSERT INTO support_ticket_messages (ticket_id, author_id, staff_name, body, created_at)
         VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5::int))`,
        [ticket!.id, staff === null ? demo.id : null, staff, body, hoursAgo],
      );
  }
  const [child] = await tx.query<{ id: number }>(
    `SELECT id FROM members WHERE parent_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
    [demo.id],
  );
  if (child)
    await conversation(tx, child.id, demo.id, 'Thank you for the welcome call', [
      [child.id, 'Hi! Thank you for the call yesterday. I placed my first order this morning.', 50],
      [
        demo.id,
        'Great start! Share your link with two friends this week: https://nimbuswellness.example/start',
        47,
      ],
      [child.id, 'Will do. Could we go through the compensation plan on Friday?', 3],
    ]);
  if (demo.sponsor_id !== null)
    await conversation(tx, demo.id, demo.sponsor_id, 'Leadership call notes', [
      [
        demo.id,
        'Here are my notes from the leadership call. Two new leaders joined my left leg.',
        30,
      ],
      [
        demo.sponsor_id,
        'Well done! Keep the right leg busy too: the pairing bonus needs both.',
        26,
      ],
    ]);
  // Every thread of the seed (the support desk's too) orders the inboxes by its last mail.
  await refreshReceivedTimes(tx);
}

/** A thread between two members; every message after its first read, except the last. */
async function conversation(
  tx: Queryable,
  starter: number,
  counterpart: number,
  subject: string,
  messages: [number, string, number][],
) {
  const [thread] = await tx.query<{ id: number }>(
    `INSERT INTO mail_threads (member_id, counterpart_id, subject, created_at, updated_at)
     VALUES ($1, $2, $3, now() - make_interval(hours => $4::int), now() - make_interval(hours => $5::int))
     RETURNING id`,
    [starter, counterpart, subject, messages[0]![2], messages.at(-1)![2]],
  );
  for (const [i, [from, body, hoursAgo]] of messages.entries()) {
    const to = from === starter ? counterpart : starter;
    const last = i === messages.length - 1;
    await tx.query(
      `INSERT INTO mail_messages (thread_id, sender_id, recipient_id, body, created_at, read_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5::int),
               CASE WHEN $6 THEN NULL ELSE now() - make_interval(hours => $5::int) + interval '1 hour' END)`,
      [thread!.id, from, to, body, hoursAgo, last],
    );
    if (last)
      await tx.query(
        `INSERT INTO notifications (member_id, kind, title, body, ref_id, created_at)
         VALUES ($1, 'message', $2, $3, $4, now() - make_interval(hours => $5::int))`,
        [to, subject, body, thread!.id, hoursAgo],
      );
  }
}

const autoReplies: [string, string, string][] = [
  [
    'en',
    'Nimbus Support',
    'Thank you for writing to us. Your ticket is with our team and we answer within one working day. You will find our reply here, and you can add details or files at any time.',
  ],
  [
    'es',
    'Soporte Nimbus',
    'Gracias por escribirnos. Tu ticket ya está con nuestro equipo y respondemos en un día hábil. Encontrarás nuestra respuesta aquí y puedes añadir detalles o archivos cuando quieras.',
  ],
];

type SeedTicket = {
  category: string;
  priority: string;
  subject: string;
  status: string;
  /** [hours ago, staff name (null: the member), body] */
  messages: [number, string | null, string][];
};

const tickets: SeedTicket[] = [
  {
    category: 'payouts',
    priority: 'high',
    subject: 'Payout to my bank account is missing',
    status: 'waiting_for_member',
    messages: [
      [
        40,
        null,
        'My payout was marked as paid two days ago but I cannot see it in my bank account.',
      ],
      [
        38,
        'Laura (Nimbus Support)',
        'We sent it on Monday. Could you send us a bank statement of this week so we can trace it with the bank?',
      ],
    ],
  },
  {
    category: 'orders',
    priority: 'normal',
    subject: 'Change the shipping address of my order',
    status: 'resolved',
    messages: [
      [200, null, 'I moved last week. Can you ship my last order to my new address in Oakland?'],
      [
        196,
        'Marco (Nimbus Support)',
        'Done: the order now ships to your new address. Thank you for telling us in time.',
      ],
    ],
  },
  {
    category: 'account',
    priority: 'low',
    subject: 'How do I change my username?',
    status: 'closed',
    messages: [
      [720, null, 'Can I change my username to my full name?'],
      [
        700,
        'Laura (Nimbus Support)',
        'Usernames cannot change because your referral links use them. Your display name can change under Account, Basic.',
      ],
    ],
  },
];

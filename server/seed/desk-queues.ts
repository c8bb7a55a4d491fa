import type { Queryable } from '../db/connection';
import { recordSaleIn } from '../sales';

/**
 * Work waiting at the operator desk (issue 30), so both queues have something on a fresh
 * start: open tickets of several members (one where the member answered the desk last, one
 * already with an operator), the desk's canned answers in English and Spanish, and pending
 * manual sales recorded through the real sale service, settled by the engine like any sale, at the
 * seed's anchor (the start of its day) so the same seed number writes the same company.
 * The sellers stand outside the showcase member's organisation and upline, so the demo's
 * own figures stay those of the generated company.
 */
export async function writeDeskQueues(
  tx: Queryable,
  anchor: number,
): Promise<{ orders: number; earnings: number; ledgerTransactions: number }> {
  for (const [language, title, body] of cannedAnswers)
    await tx.query(
      'INSERT INTO support_canned_answers (title, body, language) VALUES ($1, $2, $3)',
      [title, body, language],
    );

  const members = await tx.query<{ id: number }>(
    `SELECT m.id FROM members m, members d
      WHERE d.username = 'demo' AND m.role_id <> 1 AND m.status = 1 AND m.deleted_at IS NULL
        AND m.username NOT IN ('founder', 'demo', 'blocked')
        AND m.sponsor_id IS NOT NULL AND m.sponsor_id <> d.id
        AND NOT starts_with(m.path, d.path) AND NOT starts_with(d.path, m.path)
      ORDER BY m.id DESC LIMIT 4`,
  );
  const [admin] = await tx.query<{ id: number }>(
    `SELECT id FROM members WHERE username = 'admin' AND role_id = 1`,
  );
  for (const [i, t] of tickets.entries()) {
    const member = members[i % Math.max(members.length, 1)];
    if (!member) break;
    await writeTicket(tx, Number(member.id), t, t.assigned ? (admin?.id ?? null) : null);
  }
  const orderIds: number[] = [];
  for (const [i, sale] of sales.entries()) {
    const seller = members[i];
    if (!seller) break;
    const recorded = await recordSaleIn(
      tx,
      Number(seller.id),
      {
        customer: sale.customer,
        lines: [{ type: 'package', id: await packageId(tx, sale.package), quantity: 1 }],
        paymentMethod: sale.paymentMethod,
      },
      // After every generated row (the last binary rows close the day before the anchor at
      // its last second): a sale the engine settles before rows already written would pair
      // against carries that come later in time. A second apart keeps their order.
      new Date(anchor + (i + 1) * 1000),
    );
    orderIds.push(recorded.orderId);
  }
  // What the sales added, for the seed's summary.
  const [added] = await tx.query<{ earnings: number; txns: number }>(
    `SELECT (SELECT count(*) FROM earnings e JOIN ledger_transactions x ON x.id = e.ledger_txn_id
              WHERE x.order_id = ANY ($1::int8[]))::int8 AS earnings,
            (SELECT count(*) FROM ledger_transactions WHERE order_id = ANY ($1::int8[]))::int8 AS txns`,
    [orderIds],
  );
  return {
    orders: orderIds.length,
    earnings: Number(added!.earnings),
    ledgerTransactions: Number(added!.txns),
  };
}

/** The package at this rank of price (0: the cheapest on sale). */
async function packageId(tx: Queryable, rank: number): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    'SELECT id FROM packages WHERE status = 1 ORDER BY price_minor, id',
  );
  return Number(rows[Math.min(rank, rows.length - 1)]!.id);
}

async function writeTicket(
  tx: Queryable,
  memberId: number,
  t: DeskTicket,
  assigneeId: number | null,
): Promise<void> {
  const [ticket] = await tx.query<{ id: number }>(
    `INSERT INTO support_tickets (member_id, category, priority, subject, status, assignee_id,
                                  created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(hours => $7::int),
             now() - make_interval(hours => $8::int)) RETURNING id`,
    [
      memberId,
      t.category,
      t.priority,
      t.subject,
      t.status,
      assigneeId,
      t.messages[0]![0],
      t.messages.at(-1)![0],
    ],
  );
  for (const [hoursAgo, staff, body] of t.messages)
    await tx.query(
      `INSERT INTO support_ticket_messages (ticket_id, author_id, staff_name, body, created_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(hours => $5::int))`,
      [ticket!.id, staff === null ? memberId : null, staff, body, hoursAgo],
    );
}

type DeskTicket = {
  category: string;
  priority: string;
  subject: string;
  status: string;
  assigned?: boolean;
  /** [hours ago, staff name (null: the member), body] */
  messages: [number, string | null, string][];
};

const tickets: DeskTicket[] = [
  {
    category: 'commissions',
    priority: 'high',
    subject: 'My direct bonus for last week is missing',
    status: 'open',
    messages: [
      [
        52,
        null,
        'Two of my customers ordered last Tuesday, but I see no direct bonus for either order.',
      ],
      [
        49,
        'Nimbus Support',
        'Thank you for writing to us. Your ticket is with our team and we answer within one working day.',
      ],
      [
        30,
        null,
        'It is still missing today. The invoices are INV-1042 and INV-1043, if that helps.',
      ],
    ],
  },
  {
    category: 'account',
    priority: 'normal',
    subject: 'I cannot change my phone number',
    status: 'open',
    messages: [[20, null, 'The code never arrives on my new number. What can I do?']],
  },
  {
    category: 'technical',
    priority: 'low',
    subject: 'The genealogy tree is slow on my old tablet',
    status: 'in_progress',
    assigned: true,
    messages: [
      [75, null, 'Opening the whole organisation takes a long time on my tablet.'],
      [
        70,
        'Alex Operator',
        'Thank you, we are looking into it. Which tablet and browser do you use?',
      ],
      [66, null, 'A 2019 Android tablet with Chrome.'],
    ],
  },
  {
    category: 'orders',
    priority: 'urgent',
    subject: 'Pedido duplicado',
    status: 'open',
    messages: [[6, null, 'Se me cobró dos veces el mismo pedido esta mañana. ¿Pueden revisarlo?']],
  },
];

const cannedAnswers: [language: string, title: string, body: string][] = [
  [
    'en',
    'We are looking into it',
    'Thank you for your patience. We are looking into this with the team concerned and will write back here as soon as we know more.',
  ],
  [
    'en',
    'Send a bank statement',
    'To trace the payment with our bank, could you send us a statement of your account for the days concerned? You can attach it to your answer here.',
  ],
  [
    'en',
    'Commission timing',
    'Commissions on a sale stay held until the customer has paid and the return window has passed; they then move to your available balance by themselves.',
  ],
  [
    'es',
    'Lo estamos revisando',
    'Gracias por tu paciencia. Lo estamos revisando con el equipo correspondiente y te escribiremos aquí en cuanto sepamos más.',
  ],
  [
    'es',
    'Envía un extracto bancario',
    'Para rastrear el pago con nuestro banco, ¿podrías enviarnos un extracto de tu cuenta de los días en cuestión? Puedes adjuntarlo a tu respuesta aquí.',
  ],
  [
    'es',
    'Plazo de las comisiones',
    'Las comisiones de una venta quedan retenidas hasta que el cliente paga y termina el plazo de devolución; después pasan solas a tu saldo disponible.',
  ],
];

const sales: {
  customer: { name: string; email?: string; phone?: string };
  package: number;
  paymentMethod: 'cash' | 'bank_transfer' | 'card_on_delivery';
}[] = [
  {
    customer: { name: 'Grace Holloway', email: 'grace.holloway@example.com' },
    package: 0,
    paymentMethod: 'bank_transfer',
  },
  {
    customer: { name: 'Tomás Ferrer', phone: '+34 600 123 456' },
    package: 1,
    paymentMethod: 'cash',
  },
  {
    customer: { name: 'Priya Raman', email: 'priya.raman@example.com' },
    package: 2,
    paymentMethod: 'card_on_delivery',
  },
];

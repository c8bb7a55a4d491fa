import { minorToDecimal } from '../../contract/money';
import { ranks } from './catalog';
import {
  BLOCKED,
  DAY,
  DEMO,
  FOUNDER,
  HOUR,
  MINUTE,
  type GenMember,
  type Order,
  type Payout,
} from './types';

type MailMessage = {
  senderId: number | null;
  body: string;
  at: number;
  readAt: number | null;
};
export type MailThread = { id: number; memberId: number; subject: string; messages: MailMessage[] };
/** [member, kind, title, body, ref id, created, read] */
export type NotificationRow = [
  number,
  'order' | 'payout' | 'message',
  string,
  string | null,
  number | null,
  number,
  number | null,
];
type KycFile = { fileName: string; mimeType: string; sizeBytes: number };
export type KycDocument = {
  id: number;
  memberId: number;
  categoryId: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: number;
  updatedAt: number;
  files: KycFile[];
};

/**
 * Mail between demo (and founder) and the support desk. A null sender is support; every
 * support message to a member is also a 'message' notification pointing at its thread.
 */
export function buildMail(members: GenMember[], anchor: number): MailThread[] {
  const demo = members[DEMO] as GenMember;
  const readIfOlder = (at: number, days: number) =>
    at < anchor - days * DAY ? at + 3 * HOUR : null;
  const threads: Omit<MailThread, 'id'>[] = [];
  const support = (body: string, at: number, readAt: number | null): MailMessage => ({
    senderId: null,
    body,
    at,
    readAt,
  });
  const fromMember = (id: number, body: string, at: number): MailMessage => ({
    senderId: id,
    body,
    at,
    readAt: at + 2 * HOUR,
  });
  const welcome = demo.joinedAt + HOUR;
  threads.push({
    memberId: DEMO,
    subject: 'Welcome to Nimbus Wellness',
    messages: [
      support(
        'Your back office is ready. Share your referral link to start building your team.',
        welcome,
        welcome + DAY,
      ),
    ],
  });
  const asked = anchor - 121 * DAY + 9 * HOUR;
  threads.push({
    memberId: DEMO,
    subject: 'Question about the Elite upgrade',
    messages: [
      fromMember(
        DEMO,
        'Hi! If I upgrade from Pro to Elite, do I pay the full price or only the difference?',
        asked,
      ),
      support(
        'Only the difference, and your new expiry date starts on the day of the upgrade.',
        asked + 4 * HOUR,
        asked + 6 * HOUR,
      ),
      fromMember(DEMO, 'Perfect, thank you. I will upgrade tomorrow.', asked + 7 * HOUR),
    ],
  });
  if (demo.rankId !== null && demo.rankAt !== null) {
    const rank = ranks[demo.rankId - 1] as (typeof ranks)[number];
    threads.push({
      memberId: DEMO,
      subject: `Rank achieved: ${rank.name}`,
      messages: [
        support(
          'Congratulations! Your rank bonus has been credited to your wallet.',
          demo.rankAt,
          demo.rankAt + 2 * HOUR,
        ),
      ],
    });
  }
  let newest: GenMember | null = null;
  for (let id = members.length - 1; id > BLOCKED && newest === null; id--) {
    const m = members[id] as GenMember;
    if (m.sponsorId === DEMO) newest = m;
  }
  if (newest) {
    const at = newest.joinedAt + 5 * MINUTE;
    threads.push({
      memberId: DEMO,
      subject: 'A new member joined your team',
      messages: [
        support(
          `${newest.firstName} ${newest.lastName} signed up with your referral link.`,
          at,
          readIfOlder(at, 2),
        ),
      ],
    });
  }
  const asked2 = anchor - 6 * DAY + 12 * HOUR;
  threads.push({
    memberId: DEMO,
    subject: 'When is my payout paid?',
    messages: [
      fromMember(
        DEMO,
        'I requested a payout this morning. When will it reach my bank account?',
        asked2,
      ),
      support(
        'Payouts are approved within three working days and paid by bank transfer the day after.',
        anchor - 5 * DAY + 10 * HOUR,
        null,
      ),
    ],
  });
  threads.push({
    memberId: DEMO,
    subject: 'Leadership call this week',
    messages: [
      support(
        'Join the monthly leadership call at 7 pm to hear the new promotions.',
        anchor - 3 * DAY + 15 * HOUR,
        null,
      ),
    ],
  });
  threads.push({
    memberId: FOUNDER,
    subject: 'Quarterly leadership summit',
    messages: [
      support(
        'The summit agenda is ready; your keynote is on the first morning.',
        anchor - 9 * DAY + 10 * HOUR,
        null,
      ),
    ],
  });
  return threads
    .sort((a, b) => a.messages[0]!.at - b.messages[0]!.at)
    .map((t, i) => ({ ...t, id: i + 1 }));
}

export function buildKyc(anchor: number): KycDocument[] {
  const jpeg = (fileName: string, sizeBytes: number) => ({
    fileName,
    mimeType: 'image/jpeg',
    sizeBytes,
  });
  return [
    {
      id: 1,
      memberId: FOUNDER,
      categoryId: 1,
      status: 'approved',
      createdAt: anchor - 400 * DAY + 10 * HOUR,
      updatedAt: anchor - 399 * DAY + 9 * HOUR,
      files: [jpeg('passport.jpg', 201_344)],
    },
    {
      id: 2,
      memberId: DEMO,
      categoryId: 1,
      status: 'approved',
      createdAt: anchor - 200 * DAY + 10 * HOUR,
      updatedAt: anchor - 199 * DAY + 15 * HOUR,
      files: [jpeg('id-card-front.jpg', 184_233), jpeg('id-card-back.jpg', 176_902)],
    },
    {
      id: 3,
      memberId: DEMO,
      categoryId: 2,
      status: 'pending',
      createdAt: anchor - 3 * DAY + 16 * HOUR,
      updatedAt: anchor - 3 * DAY + 16 * HOUR,
      files: [{ fileName: 'utility-bill.pdf', mimeType: 'application/pdf', sizeBytes: 92_412 }],
    },
  ];
}

/**
 * Where a seeded KYC file would be stored. The seed writes no files: a download of a seeded
 * document finds nothing on disk (the KYC calls should answer 404 for a missing file).
 */
export const kycStoredName = (documentId: number, index: number, fileName: string) =>
  `seed-${documentId}-${index + 1}-${fileName}`;

export function buildNotifications(
  threads: MailThread[],
  orders: Order[],
  payouts: Payout[],
  anchor: number,
): NotificationRow[] {
  const rows: NotificationRow[] = [];
  for (const t of threads) {
    for (const m of t.messages) {
      if (m.senderId === null)
        rows.push([t.memberId, 'message', t.subject, m.body, t.id, m.at, m.readAt]);
    }
  }
  const refills = orders.filter((o) => o.memberId === DEMO && o.kind === 'repurchase').slice(-2);
  const [older, latest] = refills;
  if (older) {
    const at = older.at + 3 * DAY + 14 * HOUR;
    rows.push([
      DEMO,
      'order',
      `Order ${invoiceNo(older.id)} was delivered`,
      'Your order was delivered. Enjoy your products!',
      older.id,
      at,
      at + 5 * HOUR,
    ]);
  }
  if (latest) {
    const at = latest.at + DAY + 11 * HOUR;
    rows.push([
      DEMO,
      'order',
      `Order ${invoiceNo(latest.id)} has shipped`,
      `Your ${latest.name.toLowerCase()} is on its way.`,
      latest.id,
      at,
      null,
    ]);
  }
  for (const p of payouts) {
    const title =
      p.status === 'paid'
        ? `Payout #${p.id} was paid`
        : p.status === 'rejected'
          ? `Payout #${p.id} was rejected`
          : `Payout #${p.id} is pending approval`;
    const readAt = p.updatedAt < anchor - 7 * DAY ? p.updatedAt + 3 * HOUR : null;
    rows.push([
      p.memberId,
      'payout',
      title,
      `Amount: $${minorToDecimal(p.amount)}`,
      p.id,
      p.updatedAt,
      readAt,
    ]);
  }
  return rows.sort((a, b) => a[5] - b[5]);
}

export const invoiceNo = (orderId: number) => `INV-${String(orderId).padStart(6, '0')}`;

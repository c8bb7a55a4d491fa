import type { BroadcastSegmentWire } from '../../contract/broadcast';
import type { Db, Queryable } from '../db/connection';
import { getPlanSetting } from '../company';
import { insertNotification } from '../notifications';
import { AppError, fieldErrors, invalidInput } from '../shared/app-error';
import { checkText, cleanText } from './messaging';
import {
  countBroadcastsSince,
  countSegment,
  insertBroadcast,
  insertBroadcastMail,
  isMuted,
  listBroadcasts,
  listRanks,
  listSegmentRecipients,
  lockSender,
  setMuted,
  type BroadcastRow,
} from './broadcast-repo';

/**
 * Team broadcasts (issue 33 point 4, decision 053): a member writes to a segment of her own
 * placement downline. Every recipient gets the message as an ordinary mail thread from her
 * (so the inbox, replies and the unread badge work unchanged) and the in-app notice and push
 * their `new_mail` switches allow; members who muted broadcasts from their upline are left
 * out. The company caps how many a member sends per UTC day.
 */

export type Allowance = { perDay: number; sentToday: number; remainingToday: number };

const startOfUtcDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

async function allowanceOf(q: Queryable, memberId: number, now: Date): Promise<Allowance> {
  const { broadcasts_per_day: perDay } = await getPlanSetting(q, 'mail', now);
  const sentToday = await countBroadcastsSince(q, memberId, startOfUtcDay(now));
  return { perDay, sentToday, remainingToday: Math.max(0, perDay - sentToday) };
}

/** A rank the segment names must be one of the company's: anything else is a field error. */
async function checkRank(q: Queryable, segment: BroadcastSegmentWire): Promise<void> {
  if (segment.min_rank === null) return;
  const rows = await q.query('SELECT 1 FROM ranks WHERE id = $1', [segment.min_rank]);
  if (rows.length === 0) throw invalidInput('segment.min_rank', 'Choose a rank from the list.');
}

export async function countBroadcast(
  db: Queryable,
  memberId: number,
  segment: BroadcastSegmentWire,
  now = new Date(),
): Promise<{ recipients: number; muted: number; allowance: Allowance }> {
  await checkRank(db, segment);
  const { matched, muted } = await countSegment(db, memberId, segment);
  return { recipients: matched - muted, muted, allowance: await allowanceOf(db, memberId, now) };
}

export type BroadcastInput = {
  segment: BroadcastSegmentWire;
  subject: string;
  body: string;
};

/**
 * Sends a broadcast: checked, counted against the day's limit under a lock on the sender, and
 * written with every recipient's thread, message and notice in one transaction.
 */
export async function sendBroadcast(
  db: Db,
  memberId: number,
  input: BroadcastInput,
  now = new Date(),
): Promise<{ broadcast: BroadcastRow; allowance: Allowance }> {
  const errors = checkText({
    subject: { name: 'subject', value: input.subject },
    body: { name: 'body', value: input.body },
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors, 'The message is not valid.');
  await checkRank(db, input.segment);
  const subject = cleanText(input.subject).trim();
  const body = cleanText(input.body).trim();
  return db.transaction(async (tx) => {
    await lockSender(tx, memberId);
    const allowance = await allowanceOf(tx, memberId, now);
    if (allowance.perDay === 0)
      throw new AppError(403, 'forbidden', 'Your company does not allow team broadcasts.');
    if (allowance.remainingToday === 0)
      throw new AppError(
        429,
        'rate_limited',
        `You have sent today's ${allowance.perDay} team broadcasts. You can send again tomorrow (UTC).`,
      );
    const { matched, muted } = await countSegment(tx, memberId, input.segment);
    const to = await listSegmentRecipients(tx, memberId, input.segment);
    if (to.length === 0)
      throw invalidInput('segment', 'No member of your downline is in this segment.');
    const broadcast = await insertBroadcast(tx, {
      senderId: memberId,
      subject,
      body,
      segment: input.segment,
      recipientCount: to.length,
      mutedCount: Math.max(muted, matched - to.length),
    });
    const threads = await insertBroadcastMail(tx, {
      broadcastId: broadcast.id,
      senderId: memberId,
      subject,
      body,
      to,
    });
    // The notice and the push each member's new_mail switches allow (decision 046). No
    // e-mail: a leader's broadcast to a large team is not many thousand e-mails.
    for (const t of threads)
      await insertNotification(tx, {
        memberId: t.memberId,
        event: 'new_mail',
        kind: 'message',
        title: subject,
        body,
        refId: t.threadId,
      });
    return {
      broadcast,
      allowance: {
        ...allowance,
        sentToday: allowance.sentToday + 1,
        remainingToday: allowance.remainingToday - 1,
      },
    };
  });
}

/** The member's latest broadcasts, what is left for today and the ranks to choose from. */
export async function broadcastHistory(
  db: Queryable,
  memberId: number,
  now = new Date(),
): Promise<{ items: BroadcastRow[]; allowance: Allowance; ranks: { id: number; name: string }[] }> {
  return {
    items: await listBroadcasts(db, memberId, 50),
    allowance: await allowanceOf(db, memberId, now),
    ranks: await listRanks(db),
  };
}

export const broadcastsMuted = (db: Queryable, memberId: number) => isMuted(db, memberId);

export async function muteBroadcasts(db: Queryable, memberId: number, muted: boolean) {
  await setMuted(db, memberId, muted);
  return muted;
}

import { z } from 'zod';
import { binaryLegWire, dayOf, instantWire, int4IdWire } from './common';

/**
 * Team broadcasts (issue 33 point 4, decision 053): a leader writes one message to a segment
 * of her own placement downline, chosen with the whole-organisation filters. The fields are
 * the analysis panel's (workers/genealogy/protocol.ts `OrgFilter`) in snake_case, plus the
 * level and the leg; the member is always the token's and the segment never reaches past her
 * downline, whatever it says.
 */

/** The deepest level a segment may name: far below any real organisation. */
const maxBroadcastLevel = 1000;
/** The largest volume a segment may name: numeric(14, 2) holds no more. */
const maxBroadcastVolume = 999_999_999_999;

const levelWire = z
  .number({ error: 'Enter a level from 1 to 1000.' })
  .int('Enter a level from 1 to 1000.')
  .min(1, 'Enter a level from 1 to 1000.')
  .max(maxBroadcastLevel, 'Enter a level from 1 to 1000.');

const volumeWire = z
  .number({ error: 'Enter a volume of 0 or more.' })
  .min(0, 'Enter a volume of 0 or more.')
  .max(maxBroadcastVolume, 'Enter a smaller volume.');

const joinDayWire = dayOf();

/**
 * Who a broadcast reaches, inside the sender's downline. Every field may be left out (or
 * null): an empty segment is the whole downline. `level_min`/`level_max` count levels below
 * the sender (1: the members placed directly under her); `leg` keeps the members under her
 * left or right leg; `min_rank` (a rank id) keeps that rank and the higher ones; join days are
 * inclusive, in UTC; the volumes compare `volume` (pv or tv).
 */
const broadcastSegmentWire = z
  .object({
    level_min: levelWire.nullable().default(null),
    level_max: levelWire.nullable().default(null),
    leg: binaryLegWire.nullable().default(null),
    min_rank: int4IdWire('Choose a rank from the list.').nullable().default(null),
    active_only: z.boolean({ error: 'Choose on or off.' }).default(false),
    inactive_only: z.boolean({ error: 'Choose on or off.' }).default(false),
    joined_from: joinDayWire.nullable().default(null),
    joined_to: joinDayWire.nullable().default(null),
    volume: z.enum(['pv', 'tv'], { error: 'Choose pv or tv.' }).default('pv'),
    volume_min: volumeWire.nullable().default(null),
    volume_max: volumeWire.nullable().default(null),
  })
  .superRefine((s, ctx) => {
    if (s.level_min !== null && s.level_max !== null && s.level_min > s.level_max)
      ctx.addIssue({
        code: 'custom',
        path: ['level_max'],
        message: 'The last level must not come before the first.',
      });
    if (s.active_only && s.inactive_only)
      ctx.addIssue({
        code: 'custom',
        path: ['inactive_only'],
        message: 'Choose active or inactive members, not both.',
      });
    if (s.joined_from !== null && s.joined_to !== null && s.joined_from > s.joined_to)
      ctx.addIssue({
        code: 'custom',
        path: ['joined_to'],
        message: 'The last join date must not come before the first.',
      });
    if (s.volume_min !== null && s.volume_max !== null && s.volume_min > s.volume_max)
      ctx.addIssue({
        code: 'custom',
        path: ['volume_max'],
        message: 'The highest volume must not be below the lowest.',
      });
  });
export type BroadcastSegmentWire = z.infer<typeof broadcastSegmentWire>;
export type BroadcastSegmentInput = z.input<typeof broadcastSegmentWire>;

/** POST /api/mail/broadcasts/count: the segment to count. */
export const broadcastCountBodyWire = z.object({ segment: broadcastSegmentWire.prefault({}) });

/** Today's broadcasts against the company's daily limit (UTC day). */
const broadcastAllowanceWire = z.object({
  per_day: z.number().int(),
  sent_today: z.number().int(),
  remaining_today: z.number().int(),
});
export type BroadcastAllowanceWire = z.infer<typeof broadcastAllowanceWire>;

/**
 * How many members a broadcast to the segment reaches now: `recipient_count` members of the
 * segment, after `muted_count` who muted broadcasts from their upline are left out.
 */
export const broadcastCountWire = z.object({
  recipient_count: z.number().int(),
  muted_count: z.number().int(),
  allowance: broadcastAllowanceWire,
});

/**
 * POST /api/mail/broadcasts: the message, as plain text (the mail limits). Idempotent under
 * an `Idempotency-Key`: a retried send reaches nobody twice.
 */
export const broadcastSendBodyWire = z.object({
  segment: broadcastSegmentWire.prefault({}),
  subject: z.string({ error: 'Write a subject.' }).max(1000, 'Write a shorter subject.'),
  body: z.string({ error: 'Write a message.' }).max(100_000, 'Write a shorter message.'),
});

/** A broadcast the member sent. */
const broadcastWire = z.object({
  id: z.number().int(),
  subject: z.string(),
  recipient_count: z.number().int(),
  muted_count: z.number().int(),
  created_at: instantWire,
});
export type BroadcastWire = z.infer<typeof broadcastWire>;

/** POST /api/mail/broadcasts answers 201 with the broadcast and what is left for today. */
export const broadcastSentWire = z.object({
  broadcast: broadcastWire,
  allowance: broadcastAllowanceWire,
});

/**
 * GET /api/mail/broadcasts: the member's latest broadcasts (at most 50), newest first, what is
 * left for today, and the company's ranks in rank order (the segment's `min_rank` choices).
 */
export const broadcastListWire = z.object({
  items: z.array(broadcastWire),
  allowance: broadcastAllowanceWire,
  ranks: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** GET and PUT /api/mail/broadcasts/mute: whether broadcasts from the upline are muted. */
export const broadcastMuteWire = z.object({
  muted: z.boolean({ error: 'Choose on or off.' }),
});

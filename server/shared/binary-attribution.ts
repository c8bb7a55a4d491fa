import type { TrailSource } from '../../contract/earning-trail';
import { hundredthsToDecimal } from '../../contract/money';

/**
 * Which orders a binary pairing paired (issue 29 point 5): the rule the trail, the binary
 * history and the statement download all name the orders by, so they name the same ones.
 *
 * First in, first out. Each leg is a queue of the volume that reached it, one piece per
 * order (a binary_history row with that leg), and a pairing takes the oldest volume first.
 * A piece's place in the queue is the leg's points after it (total_left or total_right on
 * its row: it covers (points − its volume, points]). The volume ever paired off a leg is its
 * points less its carry, so a pairing that deducts D from a leg holding T points and a carry
 * of C (the new volume included) takes the places (T − C, T − C + D]: the rows overlapping
 * them are its orders, each for the overlapping part. An index finds those few rows however
 * large the carry before and after them (migration 021).
 *
 * A cancelled order's rows (its own and the negative mirror) are left out; places no row
 * covers (the seed's history starts with its window; a carry set by hand) are named as
 * carry with no order and no member. So what a pairing names always sums to what it paired
 * on each leg, and every caller that reads the same rows names the same orders.
 *
 * Volumes and places are whole hundredths of a point, as in binary-pairing.ts.
 */

/** One leg row of a member's binary history: the volume one order brought to the leg. */
type LegArrival = { orderId: number | null; memberId: number | null; volume: number };

/** A leg row with its place: the leg's points after it. */
export type PlacedArrival = LegArrival & { place: number };

/** Part of a pairing's volume; no order and no member: carry no row accounts for. */
export type CarryPiece = LegArrival;

/** A trail source of a pairing: always on a leg, always with its volume. */
export type PairedSource = TrailSource & { leg: 'L' | 'R'; volume: string };

/** The part of the leg's queue a pairing took: places (from, to]. */
export type QueueSpan = { from: number; to: number };

/** The span a pairing deducting `deducted` took from a leg holding `points` and `carry`. */
export const pairedSpan = (points: number, carry: number, deducted: number): QueueSpan => ({
  from: points - carry,
  to: points - carry + deducted,
});

/**
 * The pieces of a span, oldest first, from the rows whose place is past `span.from` in place
 * order, up to the first whose place reaches `span.to`. Each row counts for the part of it
 * inside the span not already counted (rows only overlap after a cancelled order handed its
 * places on); gaps are carry no row accounts for.
 */
export function spanPieces(rows: Iterable<PlacedArrival>, span: QueueSpan): CarryPiece[] {
  const pieces: CarryPiece[] = [];
  let at = span.from;
  const gap = (until: number) => {
    if (until > at) pieces.push({ orderId: null, memberId: null, volume: until - at });
  };
  for (const r of rows) {
    const start = Math.max(r.place - r.volume, at);
    const end = Math.min(r.place, span.to);
    if (end > start) {
      gap(start);
      pieces.push({ orderId: r.orderId, memberId: r.memberId, volume: end - start });
      at = end;
    }
    if (r.place >= span.to) break;
  }
  gap(span.to);
  return pieces;
}

/**
 * The trail sources of a pairing: the orders behind the volume deducted from each leg, left
 * leg first, each oldest first, with the part of its volume this pairing used.
 */
export function pairingSources(pieces: { L: CarryPiece[]; R: CarryPiece[] }): PairedSource[] {
  const side = (leg: 'L' | 'R'): PairedSource[] =>
    pieces[leg].map((p) => ({
      order_id: p.orderId,
      member_id: p.memberId,
      leg,
      volume: hundredthsToDecimal(p.volume),
    }));
  return [...side('L'), ...side('R')];
}

/** A leg row as an area's repository reads it, with its keyset in place order. */
export type PlacedRow = PlacedArrival & { id: number };

/**
 * Reads up to `limit` rows of `leg` written strictly before the keyset `before` (created_at
 * as text keeps microseconds), of orders not cancelled by then, whose place is past `after`
 * (place, id), in place order.
 */
export type LegRowReader = (
  leg: 'L' | 'R',
  o: { before: { t: string; id: number }; after: { place: number; id: number }; limit: number },
) => Promise<PlacedRow[]>;

export type PairingToAttribute = {
  /** The pairing's own history row, or the instant of a pairing not written yet. */
  before: { t: string; id: number } | { at: Date };
  /** Each leg's points and carry just before the pairing, the new volume included. */
  points: { left: number; right: number };
  carry: { left: number; right: number };
  deducted: { left: number; right: number };
  /** Volume that reached a leg but is not in binary_history yet (the engine's current order). */
  pending?: { leg: 'L' | 'R'; arrival: PlacedArrival } | null;
};

/** Rows read per page: a span is usually covered by the first few. */
const PAGE = 100;
/** Past every id: "before the instant `at`, that instant's rows included". */
const LAST_ID = Number.MAX_SAFE_INTEGER;

/**
 * The trail sources of one pairing, reading the rows of each deducted leg's span a page at a
 * time through `read`. The engine calls it when it pays (its current order still pending)
 * and the binary history when it lists the pairing row: the same rows, the same rule, so
 * both name the same orders.
 */
export async function attributePairing(
  read: LegRowReader,
  p: PairingToAttribute,
): Promise<PairedSource[]> {
  const before = 'at' in p.before ? { t: p.before.at.toISOString(), id: LAST_ID } : p.before;
  const legPieces = async (leg: 'L' | 'R', points: number, carry: number, deducted: number) => {
    if (deducted <= 0) return [];
    const span = pairedSpan(points, carry, deducted);
    const rows: PlacedRow[] = [];
    for (let after = { place: span.from, id: 0 }; ;) {
      const page = await read(leg, { before, after, limit: PAGE });
      rows.push(...page);
      const last = page[page.length - 1];
      if (!last || page.length < PAGE || last.place >= span.to) break;
      after = { place: last.place, id: last.id };
    }
    // The pending order takes its place where the history will list it: after every row.
    if (p.pending?.leg === leg) {
      rows.push({ ...p.pending.arrival, id: LAST_ID });
      rows.sort((a, b) => a.place - b.place || a.id - b.id);
    }
    return spanPieces(rows, span);
  };
  // One leg after the other: inside a transaction the reads share one connection.
  const L = await legPieces('L', p.points.left, p.carry.left, p.deducted.left);
  const R = await legPieces('R', p.points.right, p.carry.right, p.deducted.right);
  return pairingSources({ L, R });
}

import type { TrailSource } from '../../contract/earning-trail';
import { hundredthsToDecimal } from '../../contract/money';

/**
 * Which orders a binary pairing paired (issue 29 point 5): the rule the trail, the binary
 * history and the statement download all name the orders by, so they name the same ones.
 *
 * First in, first out. Each leg's carry is a queue of the volume that reached it, one piece
 * per order (a binary_history row with that leg); a pairing takes the oldest volume first.
 * So the carry waiting on a leg is always the newest volume to reach it, and what a pairing
 * deducts from a leg whose carry (the new volume included) is C is the oldest part of the
 * newest C points. That reads straight off the history walked newest first, however many
 * pairings came before, without replaying the member's whole history.
 *
 * A cancelled order's mirror row (negative volume, written after the order's own row) takes
 * the order out of the queue: its volume is no longer in any carry. Volume in the carry that
 * no row covers (the seed's carry from before its history window) is named as carry from
 * before, with no order and no member, so the named volume always sums to what was paired.
 *
 * Volumes are whole hundredths of a point, as in binary-pairing.ts.
 */

/** One leg row of a member's binary history: the volume one order brought to the leg. */
export type LegArrival = { orderId: number | null; memberId: number | null; volume: number };

/** Part of a leg's carry, oldest first; no order and no member: carry from before the history. */
export type CarryPiece = LegArrival;

export type LegPieces = { L: CarryPiece[]; R: CarryPiece[] };

/** A trail source of a pairing: always on a leg, always with its volume. */
export type PairedSource = TrailSource & { leg: 'L' | 'R'; volume: string };

/**
 * The pieces of a carry of `carry` hundredths, oldest first, from the leg's rows newest first.
 * `covered` says whether the rows were enough; when they were not and `complete` is set (no
 * older rows exist), the rest is carry from before the history.
 */
export function carryPieces(
  newestFirst: Iterable<LegArrival>,
  carry: number,
  complete: boolean,
): { pieces: CarryPiece[]; covered: boolean } {
  const pieces: CarryPiece[] = [];
  const cancelled = new Set<number>();
  let need = carry;
  for (const r of newestFirst) {
    if (need <= 0) break;
    if (r.volume < 0) {
      if (r.orderId !== null) cancelled.add(r.orderId);
      continue;
    }
    if (r.volume === 0 || (r.orderId !== null && cancelled.has(r.orderId))) continue;
    const take = Math.min(r.volume, need);
    pieces.push({ ...r, volume: take });
    need -= take;
  }
  if (need > 0 && complete) pieces.push({ orderId: null, memberId: null, volume: need });
  return { pieces: pieces.reverse(), covered: need <= 0 };
}

/** The oldest `amount` hundredths of a carry: what a pairing deducting that much took. */
function takeOldest(pieces: readonly CarryPiece[], amount: number): CarryPiece[] {
  const taken: CarryPiece[] = [];
  let need = amount;
  for (const p of pieces) {
    if (need <= 0) break;
    const take = Math.min(p.volume, need);
    taken.push({ ...p, volume: take });
    need -= take;
  }
  return taken;
}

/**
 * The trail sources of a pairing: the orders behind the volume deducted from each leg, left
 * leg first, each oldest first, with the part of its volume this pairing used.
 */
export function pairingSources(
  carry: LegPieces,
  deducted: { left: number; right: number },
): PairedSource[] {
  const side = (leg: 'L' | 'R', amount: number): PairedSource[] =>
    amount <= 0
      ? []
      : takeOldest(carry[leg], amount).map((p) => ({
          order_id: p.orderId,
          member_id: p.memberId,
          leg,
          volume: hundredthsToDecimal(p.volume),
        }));
  return [...side('L', deducted.left), ...side('R', deducted.right)];
}

/** A leg row as an area's repository reads it: the arrival and its keyset (created_at as text keeps µs). */
export type LegRow = LegArrival & { key: { t: string; id: number } };

/** Reads up to `limit` of the member's rows of `leg`, newest first, strictly before `before`. */
export type LegRowReader = (
  leg: 'L' | 'R',
  before: { t: string; id: number },
  limit: number,
) => Promise<LegRow[]>;

export type PairingToAttribute = {
  /** The pairing's own history row, or the instant of a pairing not written yet. */
  before: { t: string; id: number } | { at: Date };
  /** Each leg's carry just before the pairing, the new volume included (hundredths). */
  carry: { left: number; right: number };
  deducted: { left: number; right: number };
  /** Volume that reached a leg but is not in binary_history yet (the engine's current order). */
  pending?: { leg: 'L' | 'R'; arrival: LegArrival } | null;
};

/** Rows read per page: a carry is usually covered by the first few. */
const PAGE = 200;
/** Past every id: "before the instant `at`, that instant's rows included". */
const LAST_ID = Number.MAX_SAFE_INTEGER;

/**
 * The trail sources of one pairing, reading the member's leg rows a page at a time through
 * `read` until each deducted leg's carry is covered. The engine calls it when it pays (its
 * current order still pending) and the binary history when it lists the pairing row: the
 * same rows, the same rule, so both name the same orders.
 */
export async function attributePairing(
  read: LegRowReader,
  p: PairingToAttribute,
): Promise<PairedSource[]> {
  const before = 'at' in p.before ? { t: p.before.at.toISOString(), id: LAST_ID } : p.before;
  const legPieces = async (leg: 'L' | 'R', carry: number, deducted: number) => {
    if (deducted <= 0) return [];
    const rows: LegArrival[] = p.pending?.leg === leg ? [p.pending.arrival] : [];
    for (let key = before; ;) {
      const page = await read(leg, key, PAGE);
      rows.push(...page);
      const last = page[page.length - 1];
      const done = !last || page.length < PAGE;
      const { pieces, covered } = carryPieces(rows, carry, done);
      if (covered || done || !last) return pieces;
      key = last.key;
    }
  };
  // One leg after the other: inside a transaction the reads share one connection.
  const L = await legPieces('L', p.carry.left, p.deducted.left);
  const R = await legPieces('R', p.carry.right, p.deducted.right);
  return pairingSources({ L, R }, p.deducted);
}

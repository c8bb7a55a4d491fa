import { plan } from './reference';
import { DAY, DEMO, WINDOW_DAYS, type GenMember, type Order, type VolumeColumns } from './types';

/**
 * The volume a tracked member's legs received in the window, order by order in time order,
 * for the binary history: one leg row per order, as the engine writes it, so a pairing can
 * name every order behind the volume it paired. Parallel arrays: a million-member company
 * has a few million arrivals.
 */
export type LegDays = {
  memberId: number;
  /** Leg points when the window opened. */
  preLeft: number;
  preRight: number;
  at: number[];
  /** 0 = L, 1 = R */
  leg: number[];
  orderId: number[];
  fromId: number[];
  bv: number[];
};

/** Whether a member's binary pairing is written out day by day (demo and a sample). */
const tracksBinary = (m: GenMember) =>
  m.id === DEMO ||
  (m.detailed && m.status === 1 && m.packageId !== null && m.leftCount > 0 && m.rightCount > 0);

/**
 * Replays the orders in time order: PV to the buyer, TV and leg points to every placement
 * ancestor (depth stays ~40 at a million members, so the walk is cheap). Writes a purchase
 * volume record per order, a team record per order in demo's downline, and the daily leg
 * volume of the members whose binary history is written.
 */
export function applyVolumes(
  members: GenMember[],
  orders: Order[],
  anchor: number,
): { volumes: VolumeColumns; legDays: LegDays[] } {
  const n = members.length;
  // The walk up the tree runs ~25 million steps at 1M members: typed arrays, not objects.
  const parent = new Int32Array(n);
  const onLeft = new Uint8Array(n);
  const underDemo = new Uint8Array(n);
  const pv = new Float64Array(n);
  const tv = new Float64Array(n);
  const leftPoints = new Float64Array(n);
  const rightPoints = new Float64Array(n);
  const trackIndex = new Int32Array(n);
  const legDays: LegDays[] = [];
  for (let id = 1; id < n; id++) {
    const m = members[id]!;
    parent[id] = m.parentId ?? 0;
    onLeft[id] = m.position === 'L' ? 1 : 0;
    underDemo[id] = m.parentId === DEMO || underDemo[parent[id]!] === 1 ? 1 : 0;
    if (!tracksBinary(m)) continue;
    legDays.push({
      memberId: m.id,
      preLeft: 0,
      preRight: 0,
      at: [],
      leg: [],
      orderId: [],
      fromId: [],
      bv: [],
    });
    trackIndex[id] = legDays.length;
  }
  let rows = orders.length;
  for (const o of orders) rows += underDemo[o.memberId]!;
  const volumes: VolumeColumns = {
    memberId: new Int32Array(rows),
    fromMemberId: new Int32Array(rows),
    team: new Uint8Array(rows),
    amount: new Float64Array(rows),
    totalPv: new Float64Array(rows),
    totalTv: new Float64Array(rows),
    at: new Float64Array(rows),
    orderId: new Int32Array(rows),
  };
  let row = 0;
  const push = (memberId: number, from: number, amount: number, o: Order) => {
    volumes.memberId[row] = memberId;
    volumes.fromMemberId[row] = from;
    volumes.team[row] = from === 0 ? 0 : 1;
    volumes.amount[row] = amount;
    volumes.totalPv[row] = pv[memberId]!;
    volumes.totalTv[row] = tv[memberId]!;
    volumes.at[row] = o.at;
    volumes.orderId[row] = o.id;
    row++;
  };

  const windowStart = anchor - WINDOW_DAYS * DAY;
  let opened = false;
  const open = () => {
    opened = true;
    for (const d of legDays) {
      d.preLeft = leftPoints[d.memberId]!;
      d.preRight = rightPoints[d.memberId]!;
    }
  };
  for (const o of orders) {
    if (!opened && o.at >= windowStart) open();
    const buyer = o.memberId;
    const bv = o.bv;
    pv[buyer] = pv[buyer]! + bv;
    push(buyer, 0, bv, o);
    const inWindow = opened && o.at < windowStart + WINDOW_DAYS * DAY;
    for (let child = buyer; parent[child] !== 0;) {
      const anc = parent[child]!;
      const leg = onLeft[child] === 1 ? 0 : 1;
      tv[anc] = tv[anc]! + bv;
      if (leg === 0) leftPoints[anc] = leftPoints[anc]! + bv;
      else rightPoints[anc] = rightPoints[anc]! + bv;
      if (anc === DEMO) push(DEMO, buyer, bv, o);
      const tracked = inWindow ? trackIndex[anc]! : 0;
      if (tracked !== 0) {
        const d = legDays[tracked - 1]!;
        d.at.push(o.at);
        d.leg.push(leg);
        d.orderId.push(o.id);
        d.fromId.push(buyer);
        d.bv.push(bv);
      }
      child = anc;
    }
  }
  if (!opened) open();
  for (let id = 1; id < n; id++) {
    const m = members[id]!;
    m.pv = pv[id]!;
    m.tv = tv[id]!;
    m.leftPoints = leftPoints[id]!;
    m.rightPoints = rightPoints[id]!;
  }
  return { volumes, legDays };
}

/** CV is a share of the BV (settings.volume.cv_percent). */
export const cvOf = (pv: number) => (pv * plan.volume.cv_percent) / 100;

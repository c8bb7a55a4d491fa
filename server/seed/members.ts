import { nameMember } from './names';
import { createRng, type Rng } from './rng';
import { BLOCKED, DAY, DEMO, FOUNDER, HOUR, type GenMember, type Leg } from './types';

/**
 * Above this many members, bonuses are recorded for a sample of about this size (`detailed`):
 * only sampled members earn, and commissions on orders only come from sampled buyers. Else a
 * leader of a million-member company (demo) would hold half a million earnings of one quarter.
 */
const DETAILED_MEMBERS = 50_000;

const id36 = (id: number) => id.toString(36).padStart(7, '0') + '.';

/** A distinct phone number per id: the multiplier is coprime to the modulus. */
export const mobileFor = (offset: number, id: number) =>
  String(1_000_000_000 + ((id * 2_654_435_761 + offset) % 8_900_000_000));

/** The materialised path, walked up from the member (depth stays small: ~40 at 1M). */
export function pathOf(members: GenMember[], id: number): string {
  let path = '';
  for (let m = members[id]; m; m = m.parentId === null ? undefined : members[m.parentId])
    path = id36(m.id) + path;
  return path;
}

/**
 * Member ids (members[0] is unused) in materialised-path order: a depth-first walk with
 * children by id, which is how their fixed-width path segments sort. The seed writes members
 * in this order so that a subtree's rows share heap pages: reading a 10k-node subtree of a
 * 1M company then touches a few hundred pages instead of one page per member.
 */
export function idsInPathOrder(members: GenMember[]): number[] {
  const first = new Int32Array(members.length).fill(-1);
  const next = new Int32Array(members.length).fill(-1);
  const roots: number[] = [];
  for (let id = members.length - 1; id >= 1; id--) {
    const parent = members[id]!.parentId;
    if (parent === null) roots.push(id);
    else {
      next[id] = first[parent]!;
      first[parent] = id;
    }
  }
  const order: number[] = [];
  const stack = roots; // descending ids: the smallest root is popped first
  const kids: number[] = [];
  while (stack.length > 0) {
    const id = stack.pop()!;
    order.push(id);
    kids.length = 0;
    for (let c = first[id]!; c !== -1; c = next[c]!) kids.push(c);
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  return order;
}

/**
 * The sponsor path (migration 006): the same segments along sponsor_id. Written here because
 * the bulk load skips the trigger that would fill it.
 */
export function sponsorPathOf(members: GenMember[], id: number): string {
  let path = '';
  for (let m = members[id]; m; m = m.sponsorId === null ? undefined : members[m.sponsorId])
    path = id36(m.id) + path;
  return path;
}

function blankMember(id: number): GenMember {
  return {
    id,
    username: '',
    firstName: '',
    lastName: '',
    locale: 0,
    status: 1,
    sponsorId: null,
    parentId: null,
    position: null,
    defaultLeg: 'L',
    depth: 0,
    joinedAt: 0,
    packageId: null,
    licensedAt: null,
    purchasedAt: null,
    expiresAt: null,
    activeUntil: null,
    rankId: null,
    rankAt: null,
    language: 'en',
    currency: 'USD',
    pv: 0,
    tv: 0,
    leftPoints: 0,
    rightPoints: 0,
    leftCount: 0,
    rightCount: 0,
    downline: 0,
    left: 0,
    right: 0,
    detailed: true,
  };
}

const place = (child: GenMember, parent: GenMember, leg: Leg) => {
  if ((leg === 'L' ? parent.left : parent.right) !== 0) throw new Error('slot taken');
  if (leg === 'L') parent.left = child.id;
  else parent.right = child.id;
  child.parentId = parent.id;
  child.position = leg;
  child.depth = parent.depth + 1;
};

/** The binary tree: founder, demo and blocked, then `count` members joining over 535 days. */
export function buildMembers(count: number, seed: number, anchor: number): GenMember[] {
  const rng = createRng(seed, 'members');
  const treeRng = createRng(seed, 'tree');
  const members: GenMember[] = [blankMember(0)];

  const fixed = (id: number, username: string, first: string, last: string, daysAgo: number) => {
    const m = blankMember(id);
    Object.assign(m, { username, firstName: first, lastName: last });
    m.joinedAt = anchor - daysAgo * DAY + 9 * HOUR;
    members.push(m);
    return m;
  };
  const founder = fixed(FOUNDER, 'founder', 'Felix', 'Founder', 560);
  const demo = fixed(DEMO, 'demo', 'Dana', 'Demo', 548);
  demo.sponsorId = FOUNDER;
  place(demo, founder, 'L');
  const blocked = fixed(BLOCKED, 'blocked', 'Blake', 'Blocked', 546);
  blocked.status = 0;
  blocked.sponsorId = FOUNDER;
  blocked.defaultLeg = 'R';
  place(blocked, founder, 'R');

  const taken = new Set(['founder', 'demo', 'blocked']);
  const demoSide: number[] = [DEMO]; // members in demo's subtree, demo included
  const otherSide: number[] = []; // members under the blocked leg
  const start = anchor - 535 * DAY;
  const span = 535 * DAY - 2 * HOUR;
  const chain = Math.min(5, count);
  const demoLegs = { L: 0, R: 0 };
  // Whether a member sits under demo's left child; children have larger ids than parents.
  const underDemoLeft = new Uint8Array(count + BLOCKED + 1);

  for (let i = 0; i < count; i++) {
    const m = blankMember(BLOCKED + 1 + i);
    const x = (i + rng.next()) / count;
    // t = x^0.75: few joins early on, a growing stream towards today.
    m.joinedAt = Math.floor((start + Math.sqrt(x) * Math.sqrt(Math.sqrt(x)) * span) / 1000) * 1000;
    nameMember(m, rng, taken);
    m.status = rng.chance(0.015) ? 0 : 1;
    m.defaultLeg = rng.chance(0.6) ? 'L' : 'R';
    members.push(m);

    if (i < chain) {
      // Demo's first recruits spill down one leg, so demo's tree is deep from the start.
      m.sponsorId = DEMO;
      place(m, i === 0 ? demo : (members[m.id - 1] as GenMember), 'L');
      underDemoLeft[m.id] = 1;
      demoSide.push(m.id);
      demoLegs.L++;
      continue;
    }
    const otherLeg = treeRng.chance(0.08);
    let sponsor: GenMember;
    let from: GenMember;
    if (otherLeg) {
      sponsor =
        otherSide.length === 0 || treeRng.chance(0.3)
          ? founder
          : (members[pickEarly(treeRng, otherSide)] as GenMember);
      from = sponsor.id === FOUNDER ? blocked : sponsor;
    } else {
      sponsor = treeRng.chance(0.15) ? demo : (members[pickEarly(treeRng, demoSide)] as GenMember);
      from = sponsor;
    }
    m.sponsorId = sponsor.id;
    // Demo builds its weaker leg, as a leader would; everyone else favours their default leg.
    const weakLeg: Leg = demoLegs.L <= demoLegs.R ? 'L' : 'R';
    if (sponsor === demo) placeUnder(m, from, weakLeg, 0.9, treeRng, members);
    else placeUnder(m, from, sponsor.defaultLeg, 0.7, treeRng, members);
    if (otherLeg) otherSide.push(m.id);
    else {
      demoSide.push(m.id);
      const parent = m.parentId as number;
      const left = parent === DEMO ? m.position === 'L' : underDemoLeft[parent] === 1;
      if (left) underDemoLeft[m.id] = 1;
      demoLegs[left ? 'L' : 'R']++;
    }
  }

  // Children always have larger ids than their parents, so one backward pass sums subtrees.
  for (let id = members.length - 1; id > FOUNDER; id--) {
    const m = members[id] as GenMember;
    const parent = members[m.parentId as number] as GenMember;
    const size = 1 + m.downline;
    parent.downline += size;
    if (m.position === 'L') parent.leftCount += size;
    else parent.rightCount += size;
  }

  const detailRng = createRng(seed, 'detail');
  const share = Math.min(1, DETAILED_MEMBERS / Math.max(1, count));
  for (const m of members) if (m.id > BLOCKED) m.detailed = share >= 1 || detailRng.chance(share);
  return members;
}

/** An index into `ids`, leaning towards the earlier (older) members. */
function pickEarly(rng: Rng, ids: readonly number[]): number {
  const u = rng.next();
  const r = rng.chance(0.5) ? u : u * u;
  return ids[Math.floor(r * ids.length)] as number;
}

/** Binary placement with spillover: the sponsor's free slot, else a random walk down. */
function placeUnder(
  m: GenMember,
  from: GenMember,
  preferred: Leg,
  preference: number,
  rng: Rng,
  members: GenMember[],
) {
  let node = from;
  let leg: Leg = rng.chance(preference) ? preferred : preferred === 'L' ? 'R' : 'L';
  for (;;) {
    const slot = leg === 'L' ? node.left : node.right;
    if (slot === 0) return place(m, node, leg);
    const other = leg === 'L' ? node.right : node.left;
    if (other === 0 && rng.chance(0.3)) return place(m, node, leg === 'L' ? 'R' : 'L');
    node = members[slot] as GenMember;
    leg = rng.chance(0.5) ? 'L' : 'R';
  }
}

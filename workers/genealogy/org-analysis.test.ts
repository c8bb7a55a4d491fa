import { describe, expect, it } from 'vitest';
import { rng } from './generate';
import {
  analyse,
  colourRows,
  heatBucket,
  heatThresholds,
  searchRows,
  statistics,
  STYLE_DIM,
  STYLE_HIDDEN,
  STYLE_NORMAL,
} from './org-analysis';
import { OrgTable } from './org-table';
import { noFilter, type OrgFilter } from './protocol';

type Member = {
  id: number;
  parent: number; // row, -1 for the root
  leg: number;
  rank: number;
  pv: number;
  tv: number;
  joined: number;
  active: boolean;
  username: string;
  first: string;
  last: string | null;
};

const TODAY = 20_400;
const RANKS = [7, 3, 9, 4]; // rank ids in the company's order (not id order)

/** A random binary organisation in tree order (level by level), as the stream sends it. */
function organisation(n: number, seed: number): Member[] {
  const random = rng(seed);
  const out: Member[] = [];
  const add = (parent: number, leg: number) => {
    const i = out.length;
    out.push({
      id: 1000 + i * 3,
      parent,
      leg,
      rank: random() < 0.6 ? 0 : RANKS[Math.floor(random() * RANKS.length)]!,
      pv: random() < 0.4 ? 0 : Math.round(random() * 50_000) / 100,
      tv: Math.round(random() * 1e6) / 100,
      joined: TODAY - Math.floor(random() * 400),
      active: random() < 0.5,
      username: `member${i}`,
      first: ['Ana', 'Luis', 'Emma', 'Noah'][Math.floor(random() * 4)]!,
      last: random() < 0.9 ? ['García', 'Smith'][Math.floor(random() * 2)]! : null,
    });
  };
  add(-1, 2);
  for (let p = 0; out.length < n; p++)
    for (const leg of [0, 1]) if (out.length < n && random() < 0.75) add(p, leg);
  return out;
}

function tableOf(members: Member[]): OrgTable {
  const t = new OrgTable();
  t.reserve(members.length);
  const bytes = new TextEncoder();
  members.forEach((m, r) => {
    t.id[r] = m.id;
    t.parentRow[r] = m.parent;
    t.depth[r] = m.parent === -1 ? 0 : t.depth[m.parent]! + 1;
    t.leg[r] = m.leg;
    t.status[r] = 1;
    t.rank[r] = m.rank;
    t.pv[r] = m.pv;
    t.tv[r] = m.tv;
    t.joined[r] = m.joined;
    t.active[r] = m.active ? 1 : 0;
    t.appendUsername(r, bytes.encode(m.username));
    t.firstName[r] = t.nameCode(m.first);
    t.lastName[r] = m.last === null ? -1 : t.nameCode(m.last);
    t.indexRow(m.id, r);
    t.length++;
  });
  return t;
}

/** Brute force: the root's child a member descends from (walking up), or -1. */
function branchOf(members: Member[], r: number): number {
  if (r === 0) return -1;
  let v = r;
  while (members[v]!.parent !== 0) v = members[v]!.parent;
  return v;
}

describe('tree statistics', () => {
  it.each([1, 2, 3])('equal a brute-force count on generated organisation %i', (seed) => {
    const members = organisation(2500, seed);
    const t = tableOf(members);
    const s = statistics(t, TODAY, RANKS);
    const depth = (r: number): number => (r === 0 ? 0 : 1 + depth(members[r]!.parent));
    const perLevel: number[] = [];
    for (let r = 0; r < members.length; r++) perLevel[depth(r)] = (perLevel[depth(r)] ?? 0) + 1;
    expect(s.members).toBe(members.length);
    expect(s.perLevel).toEqual(perLevel);
    expect(s.deepestLevel).toBe(perLevel.length - 1);
    expect(perLevel[s.widestLevel]).toBe(Math.max(...perLevel));
    expect(s.active).toBe(members.filter((m) => m.active).length);
    for (const { rankId, count } of s.perRank)
      expect(count).toBe(members.filter((m) => m.rank === (rankId ?? 0)).length);
    const legOf = (r: number) => members[branchOf(members, r)]!.leg;
    const rest = members.map((_, r) => r).slice(1);
    expect(s.left).toBe(rest.filter((r) => legOf(r) === 0).length);
    expect(s.right).toBe(rest.filter((r) => legOf(r) === 1).length);
    const recent = new Map<number, number>();
    for (const r of rest)
      if (members[r]!.joined > TODAY - 30)
        recent.set(branchOf(members, r), (recent.get(branchOf(members, r)) ?? 0) + 1);
    const best = Math.max(...recent.values());
    expect(s.fastestBranch?.joined).toBe(best);
    expect(recent.get(s.fastestBranch!.row)).toBe(best);
    expect(s.fastestBranch?.size).toBe(
      rest.filter((r) => branchOf(members, r) === s.fastestBranch!.row).length,
    );
  });

  it('follows a table that grew since the last count (a stream still arriving)', () => {
    const members = organisation(1200, 5);
    const part = tableOf(members.slice(0, 600));
    const before = statistics(part, TODAY, RANKS);
    expect(before.members).toBe(600);
    // The same table object, grown to the whole organisation.
    const whole = tableOf(members);
    const grown = statistics(whole, TODAY, RANKS);
    Object.assign(part, whole);
    expect(statistics(part, TODAY, RANKS)).toEqual(grown);
    expect(grown.members).toBe(1200);
    expect(grown.left + grown.right).toBeLessThanOrEqual(1199);
  });

  it('counts only the members who had joined by a replayed day', () => {
    const members = organisation(800, 4);
    const t = tableOf(members);
    const until = TODAY - 200;
    const s = statistics(t, TODAY, RANKS, until);
    expect(s.members).toBe(members.filter((m) => m.joined <= until).length);
  });
});

describe('colourings', () => {
  const members = organisation(1500, 9);
  const t = tableOf(members);

  it('colour by rank in the company’s rank order, no rank first', () => {
    const { keys, legend } = colourRows(t, 'rank', RANKS);
    members.forEach((m, r) => expect(keys[r]).toBe(m.rank === 0 ? 0 : RANKS.indexOf(m.rank) + 1));
    expect(legend.map((l) => l.rankId)).toEqual([null, ...RANKS]);
    expect(legend.reduce((s, l) => s + l.count, 0)).toBe(members.length);
  });

  it('colour by activity and by leg', () => {
    const activity = colourRows(t, 'activity', RANKS).keys;
    members.forEach((m, r) => expect(activity[r]).toBe(m.active ? 1 : 0));
    const legs = colourRows(t, 'leg', RANKS).keys;
    members.forEach((_, r) =>
      expect(legs[r]).toBe(r === 0 ? 2 : members[branchOf(members, r)]!.leg),
    );
  });

  it('puts volumes in heat buckets that never go down as the volume goes up', () => {
    const cuts = heatThresholds(t.pv, t.length);
    expect(cuts).toEqual([...cuts].sort((a, b) => a - b));
    const sorted = members.map((m) => m.pv).sort((a, b) => a - b);
    let last = 0;
    for (const v of sorted) {
      const b = heatBucket(v, cuts);
      expect(b).toBeGreaterThanOrEqual(last);
      last = b;
    }
    expect(heatBucket(0, cuts)).toBe(0);
    const { keys, legend } = colourRows(t, 'pv', RANKS);
    members.forEach((m, r) => expect(keys[r]).toBe(heatBucket(m.pv, cuts)));
    expect(legend.reduce((s, l) => s + l.count, 0)).toBe(members.length);
  });

  it('buckets volumes by fewer cut points when few volumes differ', () => {
    const few = organisation(300, 10).map((m, r) => ({ ...m, pv: [0, 5, 7][r % 3]! }));
    const table = tableOf(few);
    const cuts = heatThresholds(table.pv, table.length);
    expect(cuts.length).toBeLessThan(4);
    const { keys } = colourRows(table, 'pv', RANKS);
    few.forEach((m, r) => expect(keys[r]).toBe(heatBucket(m.pv, cuts)));
    expect(cuts).toEqual([5, 7]);
    expect(new Set(keys)).toEqual(new Set([0, 2, 3]));
  });

  it('colour by join date in ranges that cover every member', () => {
    const { keys, legend } = colourRows(t, 'joined', RANKS);
    members.forEach((m, r) => {
      const entry = legend.find((l) => l.key === keys[r])!;
      expect(m.joined).toBeGreaterThanOrEqual(entry.from!);
      expect(m.joined).toBeLessThanOrEqual(entry.to!);
    });
  });
});

describe('filters, growth and search', () => {
  const members = organisation(1200, 11);
  const t = tableOf(members);
  // A layout order that differs from the stream's: reversed, with a free slot in front.
  const source = Int32Array.from([-1, ...members.map((_, r) => members.length - 1 - r)]);
  const spec = { colourBy: 'none' as const, filter: noFilter, until: null, search: '' };

  it('dims what does not match and counts what does', () => {
    const filter: OrgFilter = {
      ...noFilter,
      minRank: RANKS[2]!,
      inactiveOnly: true,
      joinedFrom: TODAY - 300,
      volumeMin: 10,
    };
    const a = analyse(t, source, { ...spec, filter }, RANKS);
    const wanted = (m: Member) =>
      m.rank !== 0 &&
      RANKS.indexOf(m.rank) >= 2 &&
      !m.active &&
      m.joined >= TODAY - 300 &&
      m.pv >= 10;
    expect(a.matched).toBe(members.filter(wanted).length);
    expect(a.matched).toBeGreaterThan(0);
    source.forEach((r, i) => {
      if (r === -1) return expect(a.style[i]).toBe(STYLE_NORMAL);
      expect(a.style[i]).toBe(wanted(members[r]!) ? STYLE_NORMAL : STYLE_DIM);
    });
  });

  it('hides members who joined after the replayed day', () => {
    const until = TODAY - 100;
    const a = analyse(t, source, { ...spec, until }, RANKS);
    expect(a.shown).toBe(members.filter((m) => m.joined <= until).length);
    source.forEach((r, i) => {
      if (r !== -1 && members[r]!.joined > until) expect(a.style[i]).toBe(STYLE_HIDDEN);
    });
  });

  it('finds usernames and names across the whole tree, ignoring case', () => {
    expect([...searchRows(t, 'MEMBER11')].filter((h) => h === 1).length).toBe(
      members.filter((m) => m.username.includes('member11')).length,
    );
    const a = analyse(t, source, { ...spec, search: 'garc' }, RANKS);
    expect(a.found).toBe(members.filter((m) => m.last === 'García').length);
    expect(searchRows(t, 'g').every((h) => h === 0)).toBe(true);
  });

  it('finds a username beyond ASCII, ignoring its case', () => {
    const few = organisation(40, 12);
    few[7]!.username = 'josé.núñez';
    few[9]!.username = 'Jose.Nunez';
    const table = tableOf(few);
    const hitsOf = (q: string) => [...searchRows(table, q)].flatMap((h, r) => (h ? [r] : []));
    expect(hitsOf('JOSÉ')).toEqual([7]);
    expect(hitsOf('NÚÑ')).toEqual([7]);
    expect(hitsOf('jose.n')).toEqual([9]);
  });

  it('finds what a decoded, lower-cased search finds, whatever the letters and lengths', () => {
    // Usernames of every length from one letter up, in mixed case, some beyond ASCII, so
    // the byte search's skips, the four-byte scan for non-ASCII rows and matches that would
    // span two usernames are all exercised against the plain string search.
    const random = rng(21);
    const letters = 'abAB.1é_ÉİK';
    const few = organisation(600, 13).map((m) => {
      const length = 1 + Math.floor(random() * 9);
      let username = '';
      for (let k = 0; k < length; k++) username += letters[Math.floor(random() * letters.length)];
      return { ...m, username };
    });
    const table = tableOf(few);
    const queries = [
      'ab',
      'AB',
      'ba',
      'b.1',
      'a.',
      'aba',
      'abab',
      'é_',
      'ÉA',
      'i',
      'ii',
      'k1',
      '1a',
    ];
    for (const q of queries) {
      const wanted = few.flatMap((m, r) => {
        const lower = q.trim().toLowerCase();
        if (lower.length < 2) return [];
        const found =
          m.username.toLowerCase().includes(lower) ||
          m.first.toLowerCase().includes(lower) ||
          (m.last !== null && m.last.toLowerCase().includes(lower));
        return found ? [r] : [];
      });
      const got = [...searchRows(table, q)].flatMap((h, r) => (h ? [r] : []));
      expect(got, q).toEqual(wanted);
    }
  });

  it('finds a name through its code alone, first or last, and a row without a last name', () => {
    const few = organisation(50, 14);
    few[3]!.first = 'Zoë';
    few[4]!.last = 'Van Zoëlen';
    few[5]!.last = null;
    const table = tableOf(few);
    const hitsOf = (q: string) => [...searchRows(table, q)].flatMap((h, r) => (h ? [r] : []));
    expect(hitsOf('ZOË')).toEqual([3, 4]);
    expect(hitsOf('van z')).toEqual([4]);
    expect(hitsOf('no such name')).toEqual([]);
  });

  it('lets nobody through a minimum rank the company does not know', () => {
    const filter: OrgFilter = { ...noFilter, minRank: 999 };
    expect(analyse(t, source, { ...spec, filter }, RANKS).matched).toBe(0);
  });
});

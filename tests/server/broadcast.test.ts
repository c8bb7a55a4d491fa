import { beforeAll, describe, expect, it } from 'vitest';
import {
  broadcastCountWire,
  broadcastListWire,
  broadcastSentWire,
  type BroadcastSegmentInput,
} from '../../contract/broadcast';
import { inboxPageWire } from '../../contract/mail';
import { useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

/** A member as the brute force reads it: everything a segment filters on. */
type Row = {
  id: number;
  username: string;
  parent_id: number | null;
  position: 'L' | 'R' | null;
  depth: number;
  active: boolean;
  joined: string;
  rank_order: number | null;
  pv: number;
  tv: number;
  deleted: boolean;
};

/** Issue 33 point 4: a leader writes to a segment of her downline, and nowhere else. */
describe(`team broadcasts on ${dbLabel}`, () => {
  const t = useTestApp();
  let rows: Row[];
  let byId: Map<number, Row>;
  let ranks: { id: number; sort_order: number }[];
  // A leader with an upline, a sibling and a downline on both legs; the seed's root above.
  let leader: Row;
  let leaderToken: string;
  let rootToken: string;
  let keyNo = 0;
  const freshKey = () => `broadcast-${Date.now()}-${++keyNo}`;

  const setPerDay = (n: number) =>
    t.db.query(
      `INSERT INTO settings (key, value) VALUES ('mail', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify({ broadcasts_per_day: n })],
    );
  const clearBroadcasts = () =>
    t.db.query(`UPDATE mail_broadcasts SET created_at = created_at - interval '2 days'`);

  const count = (token: string, segment: unknown) =>
    t.call({ method: 'POST', url: '/api/mail/broadcasts/count', token, payload: { segment } });
  const send = (token: string, payload: unknown, key?: string) =>
    t.call({
      method: 'POST',
      url: '/api/mail/broadcasts',
      token,
      payload: payload as object,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });

  /** Is `m` strictly below `top` in the placement tree? */
  const isBelow = (m: Row, top: Row) => {
    for (let p = m.parent_id; p !== null; p = byId.get(p)!.parent_id) if (p === top.id) return true;
    return false;
  };
  /** The front-line member of `top` that `m` sits under (m itself when it is one). */
  const frontLineOf = (m: Row, top: Row): Row => {
    let at = m;
    while (at.parent_id !== top.id) at = byId.get(at.parent_id!)!;
    return at;
  };

  /** The segment in plain code, over every member: what the SQL must agree with. */
  function bruteForce(top: Row, s: BroadcastSegmentInput): number[] {
    const floor = s.min_rank ? ranks.find((r) => r.id === s.min_rank)!.sort_order : null;
    return rows
      .filter((m) => {
        if (m.deleted || !isBelow(m, top)) return false;
        const level = m.depth - top.depth;
        if (s.level_min != null && level < s.level_min) return false;
        if (s.level_max != null && level > s.level_max) return false;
        if (s.leg != null && frontLineOf(m, top).position !== s.leg) return false;
        if (floor !== null && (m.rank_order === null || m.rank_order < floor)) return false;
        if (s.active_only && !m.active) return false;
        if (s.inactive_only && m.active) return false;
        if (s.joined_from != null && m.joined < s.joined_from) return false;
        if (s.joined_to != null && m.joined > s.joined_to) return false;
        const v = s.volume === 'tv' ? m.tv : m.pv;
        if (s.volume_min != null && v < s.volume_min) return false;
        if (s.volume_max != null && v > s.volume_max) return false;
        return true;
      })
      .map((m) => m.id)
      .sort((a, b) => a - b);
  }

  const broadcastRecipients = async (id: number) =>
    (
      await t.db.query<{ id: number }>(
        'SELECT recipient_id AS id FROM mail_messages WHERE broadcast_id = $1 ORDER BY recipient_id',
        [id],
      )
    ).map((r) => r.id);

  beforeAll(async () => {
    rows = await t.db.query<Row>(
      `SELECT m.id, m.username, m.parent_id, m.position, m.depth,
              (m.status = 1 AND m.active_until IS NOT NULL AND m.active_until > now()) AS active,
              to_char(m.joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS joined,
              r.sort_order AS rank_order, m.pv::float8 AS pv, m.tv::float8 AS tv,
              m.deleted_at IS NOT NULL AS deleted
         FROM members m LEFT JOIN ranks r ON r.id = m.rank_id WHERE m.role_id = 3`,
    );
    byId = new Map(rows.map((r) => [r.id, r]));
    ranks = await t.db.query('SELECT id, sort_order FROM ranks ORDER BY sort_order');
    // The leader: the member with the most downline who has a parent, a sibling and children
    // on both legs.
    const children = (id: number) => rows.filter((r) => r.parent_id === id && !r.deleted);
    const candidates = rows.filter((r) => {
      if (r.parent_id === null || r.deleted) return false;
      const legs = new Set(children(r.id).map((c) => c.position));
      return legs.has('L') && legs.has('R') && children(r.parent_id).length > 1;
    });
    const size = (r: Row) => rows.filter((m) => isBelow(m, r)).length;
    candidates.sort((a, b) => size(b) - size(a));
    leader = candidates[0]!;
    expect(size(leader)).toBeGreaterThan(4);
    leaderToken = await t.loginAs(leader.username);
    const root = rows.find((r) => r.parent_id === null)!;
    rootToken = await t.loginAs(root.username);
    await setPerDay(100);
  });

  it('counts every segment as the brute force does', async () => {
    const joins = rows.map((r) => r.joined).sort();
    const middleDay = joins[Math.floor(joins.length / 2)]!;
    const pvs = rows.map((r) => r.pv).sort((a, b) => a - b);
    const middlePv = pvs[Math.floor(pvs.length / 2)]!;
    const tvs = rows.map((r) => r.tv).sort((a, b) => a - b);
    const middleTv = tvs[Math.floor(tvs.length / 2)]!;
    const rank = ranks[Math.floor(ranks.length / 2)]!.id;
    const segments: BroadcastSegmentInput[] = [
      {},
      { level_min: 1, level_max: 1 },
      { level_min: 2 },
      { level_max: 2, leg: 'L' },
      { leg: 'R' },
      { active_only: true },
      { inactive_only: true, leg: 'L' },
      { min_rank: rank },
      { joined_from: middleDay },
      { joined_to: middleDay, level_min: 2 },
      { volume: 'pv', volume_min: middlePv },
      { volume: 'tv', volume_max: middleTv },
      { volume: 'tv', volume_min: middleTv, volume_max: middleTv * 10 + 1 },
    ];
    const root = rows.find((r) => r.parent_id === null)!;
    let nonEmpty = 0;
    for (const [who, token] of [
      [leader, leaderToken],
      [root, rootToken],
    ] as const) {
      for (const segment of segments) {
        const res = await count(token, segment);
        expect(res.statusCode, JSON.stringify(segment)).toBe(200);
        const body = broadcastCountWire.parse(res.json());
        const expected = bruteForce(who, segment).length;
        expect(body.recipient_count + body.muted_count, JSON.stringify(segment)).toBe(expected);
        if (expected > 0) nonEmpty++;
      }
    }
    // The comparisons mean something: most segments are not empty.
    expect(nonEmpty).toBeGreaterThan(segments.length);
  });

  it('delivers to exactly the segment, into each inbox as mail from the sender', async () => {
    const segment: BroadcastSegmentInput = { leg: 'L', level_max: 3 };
    const expected = bruteForce(leader, segment);
    expect(expected.length).toBeGreaterThan(0);
    const res = await send(leaderToken, {
      segment,
      subject: 'Team call on Monday',
      body: 'Join the team call on Monday at 7 pm.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = broadcastSentWire.parse(res.json());
    expect(sent.broadcast.recipient_count).toBe(expected.length);
    expect(await broadcastRecipients(sent.broadcast.id)).toEqual(expected);

    const recipient = byId.get(expected[0]!)!;
    const inbox = inboxPageWire.parse(
      (
        await t.call({
          method: 'GET',
          url: '/api/mail/inbox',
          token: await t.loginAs(recipient.username),
        })
      ).json(),
    );
    const item = inbox.items.find((i) => i.subject === 'Team call on Monday');
    expect(item?.from.username).toBe(leader.username);
    expect(item?.unread_count).toBe(1);

    const list = broadcastListWire.parse(
      (await t.call({ method: 'GET', url: '/api/mail/broadcasts', token: leaderToken })).json(),
    );
    expect(list.items[0]).toMatchObject({
      id: sent.broadcast.id,
      subject: 'Team call on Monday',
      recipient_count: expected.length,
    });
  });

  it('never reaches outside the sender’s downline, whatever the request says', async () => {
    const upline = byId.get(leader.parent_id!)!;
    const sibling = rows.find((r) => r.parent_id === upline.id && r.id !== leader.id)!;
    const siblingChild = rows.find((r) => r.parent_id === sibling.id);
    const downline = bruteForce(leader, {});
    // Fields a crafted request adds to aim elsewhere are not part of the segment.
    const crafted = {
      segment: {
        member_id: upline.id,
        root_id: sibling.id,
        sender_id: upline.id,
        username: sibling.username,
        path: '',
      },
      member_id: upline.id,
      sender_id: upline.id,
      subject: 'Crafted',
      body: 'Aimed outside the downline.',
    };
    const res = await send(leaderToken, crafted);
    expect(res.statusCode, res.body).toBe(201);
    const got = await broadcastRecipients(broadcastSentWire.parse(res.json()).broadcast.id);
    expect(got).toEqual(downline);
    for (const outsider of [leader, upline, sibling, siblingChild].filter(Boolean))
      expect(got).not.toContain(outsider!.id);
    expect(got.every((id) => isBelow(byId.get(id)!, leader))).toBe(true);

    // Levels that would reach the sender or above her are refused, not widened.
    for (const segment of [
      { level_min: -1 },
      { level_min: 0 },
      { level_max: -3 },
      { level_min: 1.5 },
      { leg: 'X' },
      { leg: sibling.position === 'L' ? 'up' : 'parent' },
    ]) {
      const r = await count(leaderToken, segment);
      expect(r.statusCode, JSON.stringify(segment)).toBe(422);
      expect(r.json().error_code).toBe('validation_error');
    }
    // A deep level finds nobody rather than anyone outside.
    const deep = broadcastCountWire.parse((await count(leaderToken, { level_min: 1000 })).json());
    expect(deep.recipient_count + deep.muted_count).toBe(0);
  });

  it('leaves out members who muted broadcasts from their upline, and says how many', async () => {
    const segment: BroadcastSegmentInput = { level_min: 1, level_max: 1 };
    const front = bruteForce(leader, segment);
    expect(front.length).toBeGreaterThan(1);
    const mutedMember = byId.get(front[0]!)!;
    const mutedToken = await t.loginAs(mutedMember.username);
    const put = await t.call({
      method: 'PUT',
      url: '/api/mail/broadcasts/mute',
      token: mutedToken,
      payload: { muted: true },
    });
    expect(put.statusCode).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/mail/broadcasts/mute', token: mutedToken })).json(),
    ).toEqual({ muted: true });

    const counted = broadcastCountWire.parse((await count(leaderToken, segment)).json());
    expect(counted).toMatchObject({ recipient_count: front.length - 1, muted_count: 1 });
    const res = await send(leaderToken, { segment, subject: 'Front line', body: 'Hello.' });
    const sent = broadcastSentWire.parse(res.json());
    expect(sent.broadcast).toMatchObject({ recipient_count: front.length - 1, muted_count: 1 });
    expect(await broadcastRecipients(sent.broadcast.id)).toEqual(front.slice(1));

    await t.call({
      method: 'PUT',
      url: '/api/mail/broadcasts/mute',
      token: mutedToken,
      payload: { muted: false },
    });
    const after = broadcastCountWire.parse((await count(leaderToken, segment)).json());
    expect(after).toMatchObject({ recipient_count: front.length, muted_count: 0 });
  });

  it('holds a member to the company’s daily limit', async () => {
    await clearBroadcasts();
    await setPerDay(2);
    const message = { segment: { level_max: 1 }, subject: 'Limit', body: 'Counting.' };
    expect((await send(leaderToken, message)).statusCode).toBe(201);
    const second = broadcastSentWire.parse((await send(leaderToken, message)).json());
    expect(second.allowance).toEqual({ per_day: 2, sent_today: 2, remaining_today: 0 });
    const third = await send(leaderToken, message);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ error_code: 'rate_limited' });
    expect(third.json().message).toContain('2 team broadcasts');
    // Another member's allowance is their own.
    expect((await send(rootToken, message)).statusCode).toBe(201);
    // The count shows what is left.
    const counted = broadcastCountWire.parse((await count(leaderToken, {})).json());
    expect(counted.allowance.remaining_today).toBe(0);
    // Switched off by the company: refused, not counted.
    await setPerDay(0);
    expect((await send(rootToken, message)).statusCode).toBe(403);
    await setPerDay(100);
  });

  it('sends once however often a keyed request is retried', async () => {
    await clearBroadcasts();
    await setPerDay(2);
    const key = freshKey();
    const message = { segment: { leg: 'R' }, subject: 'Once', body: 'Only once.' };
    const first = await send(leaderToken, message, key);
    const again = await send(leaderToken, message, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM mail_broadcasts WHERE sender_id = $1 AND subject = 'Once'`,
      [leader.id],
    );
    expect(row!.n).toBe(1);
    const counted = broadcastCountWire.parse((await count(leaderToken, {})).json());
    expect(counted.allowance.sent_today).toBe(1);
    await setPerDay(100);
  });

  it('answers bad input with a 4xx naming the field, never a 5xx', async () => {
    const ok = { segment: {}, subject: 'Fine', body: 'Fine.' };
    const cases: [unknown, string][] = [
      [{ ...ok, subject: '' }, 'subject'],
      [{ ...ok, subject: 'x'.repeat(151) }, 'subject'],
      [{ ...ok, subject: 'two\nlines' }, 'subject'],
      [{ ...ok, body: '   ' }, 'body'],
      [{ ...ok, body: 'x'.repeat(10_001) }, 'body'],
      [{ ...ok, subject: 42 }, 'subject'],
      [{ ...ok, segment: { level_min: 3, level_max: 2 } }, 'segment.level_max'],
      [{ ...ok, segment: { active_only: true, inactive_only: true } }, 'segment.inactive_only'],
      [{ ...ok, segment: { joined_from: '2026-02-30' } }, 'segment.joined_from'],
      [
        { ...ok, segment: { joined_from: '2026-03-02', joined_to: '2026-03-01' } },
        'segment.joined_to',
      ],
      [{ ...ok, segment: { volume_min: -1 } }, 'segment.volume_min'],
      [{ ...ok, segment: { volume_min: 5, volume_max: 1 } }, 'segment.volume_max'],
      [{ ...ok, segment: { volume: 'cv' } }, 'segment.volume'],
      [{ ...ok, segment: { min_rank: 999_999 } }, 'segment.min_rank'],
      [{ ...ok, segment: { min_rank: 2 ** 40 } }, 'segment.min_rank'],
      [{ ...ok, segment: { volume_max: 1e300 } }, 'segment.volume_max'],
      [{ ...ok, segment: { level_min: 1000, level_max: 1000 } }, 'segment'],
      [{ ...ok, segment: 'everyone' }, 'segment'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(leaderToken, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload).slice(0, 200)).toHaveProperty([field]);
    }
    // Spanish for a Spanish reader.
    const es = await t.call({
      method: 'POST',
      url: '/api/mail/broadcasts',
      token: leaderToken,
      headers: { 'accept-language': 'es' },
      payload: { ...ok, segment: { level_min: 0 } },
    });
    expect(es.json().errors['segment.level_min']).toEqual(['Escribe un nivel del 1 al 1000.']);
    // Without a token: 401.
    expect((await count('', {})).statusCode).toBe(401);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  cannedAnswerListWire,
  cannedAnswerResponseWire,
  deskTicketPageWire,
  deskTicketResponseWire,
} from '../../contract/desk-support';
import { ticketResponseWire } from '../../contract/support';
import { idOf, useSessions, useTestApp } from './app-fixture';
import { addOperator, auditOf } from './desk-operator-fixture';
import { fixture, formPoster } from './mail-fixture';
import { dbLabel } from './test-db';

/**
 * The support desk (issue 30): operators holding `support` see every member's tickets, answer
 * them (the member is notified and reads the answer on their own ticket), assign, resolve and
 * close them, and keep canned answers; every change leaves its audit row.
 */
describe(`the support desk on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');
  let helpdesk: string;
  let helpdeskId: number;
  let adminId: number;

  beforeAll(async () => {
    helpdeskId = await addOperator(t.db, 'helpdesk', 'Hana', 'Helpdesk', ['support']);
    helpdesk = await t.loginAs('helpdesk');
    adminId = await idOf(t.db, 'admin');
  });

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const send = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call({ method, url, token, payload });
  const openTicket = formPoster(() => t, '/api/support/tickets');

  /** A new ticket of the demo member, opened through the member's own call. */
  async function demoTicket(subject: string, files = false) {
    const res = await openTicket(
      tokens.demo,
      { category: 'orders', priority: 'normal', subject, description: 'Where is my order?' },
      files
        ? [
            {
              name: 'receipt.pdf',
              type: 'application/pdf',
              content: await fixture('address-proof.pdf'),
            },
          ]
        : [],
    );
    expect(res.statusCode, res.body).toBe(201);
    return ticketResponseWire.parse(res.json()).ticket;
  }

  it('answers every call to support operators only: members and other desks get 403', async () => {
    const ticket = await demoTicket('Permissions check');
    const base = `/api/admin/support/tickets/${ticket.id}`;
    const reads = [
      '/api/admin/support/tickets',
      base,
      '/api/admin/support/operators',
      '/api/admin/support/canned_answers',
    ];
    for (const url of reads) {
      expect((await get(tokens.demo, url)).statusCode, url).toBe(403);
      expect((await get(tokens.reviewer, url)).statusCode, url).toBe(403);
      expect((await get(tokens.admin, url)).statusCode, url).toBe(200);
      expect((await get(helpdesk, url)).statusCode, url).toBe(200);
    }
    const writes: ['POST' | 'PUT' | 'DELETE', string, object | undefined][] = [
      ['POST', `${base}/reply`, { body: 'Hello' }],
      ['POST', `${base}/assign`, { operator_id: null }],
      ['POST', `${base}/resolve`, {}],
      ['POST', `${base}/close`, {}],
      ['POST', '/api/admin/support/canned_answers', { title: 'T', body: 'B', language: 'en' }],
      ['PUT', '/api/admin/support/canned_answers/1', { title: 'T', body: 'B', language: 'en' }],
      ['DELETE', '/api/admin/support/canned_answers/1', undefined],
    ];
    for (const [method, url, body] of writes) {
      expect((await send(tokens.demo, method, url, body)).statusCode, url).toBe(403);
      expect((await send(tokens.reviewer, method, url, body)).statusCode, url).toBe(403);
    }
    // Nothing changed, and the support operator holds no other desk.
    const after = deskTicketResponseWire.parse((await get(tokens.admin, base)).json()).ticket;
    expect(after.status).toBe(ticket.status);
    expect(after.message_count).toBe(ticket.messages.length);
    expect((await get(helpdesk, '/api/admin/sales')).statusCode).toBe(403);
  });

  it('lists the open queue of every member, longest waiting first, and filters it', async () => {
    const res = await get(tokens.admin, '/api/admin/support/tickets');
    expect(res.statusCode, res.body).toBe(200);
    const open = deskTicketPageWire.parse(res.json()).items;
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.every((i) => i.status === 'open')).toBe(true);
    expect(new Set(open.map((i) => i.member.id)).size).toBeGreaterThan(1);
    const times = open.map((i) => i.last_activity_at);
    expect([...times].sort()).toEqual(times);
    const answeredBack = open.find((i) => i.subject === 'My direct bonus for last week is missing');
    expect(answeredBack).toMatchObject({ member_wrote_last: true, message_count: 3 });
    expect(answeredBack!.number).toMatch(/^TCK-\d{6}$/);

    const mine = deskTicketPageWire.parse(
      (await get(tokens.admin, '/api/admin/support/tickets?status=in_progress&assignee=me')).json(),
    ).items;
    expect(mine.map((i) => i.subject)).toContain('The genealogy tree is slow on my old tablet');
    expect(mine.every((i) => i.assignee?.username === 'admin')).toBe(true);
    const nobodys = deskTicketPageWire.parse(
      (
        await get(tokens.admin, '/api/admin/support/tickets?status=in_progress&assignee=nobody')
      ).json(),
    ).items;
    expect(nobodys.every((i) => i.assignee === null)).toBe(true);

    const member = answeredBack!.member.username;
    const byMember = deskTicketPageWire.parse(
      (await get(tokens.admin, `/api/admin/support/tickets?member=${member}`)).json(),
    ).items;
    expect(byMember.length).toBeGreaterThan(0);
    expect(byMember.every((i) => i.member.username === member)).toBe(true);
    const urgent = deskTicketPageWire.parse(
      (
        await get(tokens.admin, '/api/admin/support/tickets?priority=urgent&category=orders')
      ).json(),
    ).items;
    expect(urgent.map((i) => i.subject)).toEqual(['Pedido duplicado']);
    const unknown = deskTicketPageWire.parse(
      (await get(tokens.admin, '/api/admin/support/tickets?member=nobody_here')).json(),
    ).items;
    expect(unknown).toEqual([]);
    // Finished tickets come newest first.
    const closed = deskTicketPageWire.parse(
      (await get(tokens.admin, '/api/admin/support/tickets?status=closed')).json(),
    ).items;
    const closedTimes = closed.map((i) => i.last_activity_at);
    expect([...closedTimes].sort().reverse()).toEqual(closedTimes);

    for (const bad of [
      'status=lost',
      'assignee=someone',
      'category=food',
      'priority=whenever',
      'cursor=forged',
      `member=${'m'.repeat(51)}`,
    ]) {
      const r = await get(tokens.admin, `/api/admin/support/tickets?${bad}`);
      expect(r.statusCode, bad).toBe(422);
      expect(r.json().error_code).toBe('validation_error');
    }
  });

  it('answers a ticket: signed by the operator, waiting for the member, who is notified and reads it', async () => {
    const ticket = await demoTicket('My order never arrived', true);
    const base = `/api/admin/support/tickets/${ticket.id}`;
    const detail = deskTicketResponseWire.parse((await get(helpdesk, base)).json()).ticket;
    expect(detail.member.username).toBe('demo');
    expect(detail.messages[0]).toMatchObject({ from_staff: false, body: 'Where is my order?' });
    expect(detail.messages[0]!.attachments).toEqual([
      expect.objectContaining({ file_name: 'receipt.pdf', mime_type: 'application/pdf' }),
    ]);

    const demoId = await idOf(t.db, 'demo');
    const [{ n: before }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int8 AS n FROM notifications WHERE member_id = $1 AND kind = 'message'`,
      [demoId],
    )) as [{ n: number }];

    for (const body of [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 7 },
    ]) {
      const bad = await send(helpdesk, 'POST', `${base}/reply`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors.body).toBeDefined();
    }
    const res = await send(helpdesk, 'POST', `${base}/reply`, {
      body: 'We found it: it ships tomorrow.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = deskTicketResponseWire.parse(res.json()).ticket;
    expect(answered.status).toBe('waiting_for_member');
    expect(answered.member_wrote_last).toBe(false);
    expect(answered.messages.at(-1)).toMatchObject({
      from_staff: true,
      staff_name: 'Hana Helpdesk',
      staff_id: helpdeskId,
      body: 'We found it: it ships tomorrow.',
    });

    const notices = await t.db.query<{ title: string; body: string; ref_id: number | null }>(
      `SELECT title, body, ref_id FROM notifications WHERE member_id = $1 AND kind = 'message'
        ORDER BY id DESC`,
      [demoId],
    );
    expect(notices.length).toBe(Number(before) + 1);
    expect(notices[0]).toMatchObject({ body: 'We found it: it ships tomorrow.', ref_id: null });
    expect(notices[0]!.title).toContain(ticket.number);

    const mine = ticketResponseWire.parse(
      (await get(tokens.demo, `/api/support/tickets/${ticket.id}`)).json(),
    ).ticket;
    expect(mine.status).toBe('waiting_for_member');
    expect(mine.messages.at(-1)).toMatchObject({
      from_staff: true,
      staff_name: 'Hana Helpdesk',
      body: 'We found it: it ships tomorrow.',
    });

    const audit = await auditOf(t.db, 'support_ticket', ticket.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'support.reply',
      operator_id: helpdeskId,
      before: { status: ticket.status },
      after: { status: 'waiting_for_member' },
    });
  });

  it('assigns to support operators only, resolves and closes through valid steps', async () => {
    const ticket = await demoTicket('Steps of a ticket');
    const base = `/api/admin/support/tickets/${ticket.id}`;
    const reviewerId = await idOf(t.db, 'reviewer');
    const demoId = await idOf(t.db, 'demo');
    for (const body of [{ operator_id: reviewerId }, { operator_id: demoId }]) {
      const bad = await send(tokens.admin, 'POST', `${base}/assign`, body);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.operator_id).toBeDefined();
    }
    for (const body of [{}, { operator_id: 'helpdesk' }, { operator_id: -1 }]) {
      const bad = await send(tokens.admin, 'POST', `${base}/assign`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
    }
    const assigned = await send(tokens.admin, 'POST', `${base}/assign`, {
      operator_id: helpdeskId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(deskTicketResponseWire.parse(assigned.json()).ticket.assignee).toMatchObject({
      username: 'helpdesk',
    });
    const queue = deskTicketPageWire.parse(
      (
        await get(helpdesk, `/api/admin/support/tickets?status=${ticket.status}&assignee=me`)
      ).json(),
    ).items;
    expect(queue.map((i) => i.id)).toContain(ticket.id);
    const byId = deskTicketPageWire.parse(
      (
        await get(
          tokens.admin,
          `/api/admin/support/tickets?status=${ticket.status}&assignee=${helpdeskId}`,
        )
      ).json(),
    ).items;
    expect(byId.map((i) => i.id)).toContain(ticket.id);

    const resolved = await send(helpdesk, 'POST', `${base}/resolve`, {});
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(deskTicketResponseWire.parse(resolved.json()).ticket).toMatchObject({
      status: 'resolved',
      can_resolve: false,
      can_close: true,
    });
    const twice = await send(helpdesk, 'POST', `${base}/resolve`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error_code: 'conflict' });

    const closed = await send(helpdesk, 'POST', `${base}/close`, {});
    expect(closed.statusCode).toBe(200);
    expect(deskTicketResponseWire.parse(closed.json()).ticket).toMatchObject({
      status: 'closed',
      can_reply: false,
      can_assign: false,
      can_close: false,
    });
    for (const [step, body] of [
      ['close', {}],
      ['reply', { body: 'Too late' }],
      ['assign', { operator_id: null }],
      ['resolve', {}],
    ] as const) {
      const refused = await send(helpdesk, 'POST', `${base}/${step}`, body);
      expect(refused.statusCode, step).toBe(409);
      expect(refused.json().message.length).toBeGreaterThan(0);
    }

    expect((await auditOf(t.db, 'support_ticket', ticket.id)).map((a) => a.action)).toEqual([
      'support.assign',
      'support.resolve',
      'support.close',
    ]);
    const [assign] = await auditOf(t.db, 'support_ticket', ticket.id);
    expect(assign).toMatchObject({
      operator_id: adminId,
      before: { assignee_id: null },
      after: { assignee_id: helpdeskId },
    });

    for (const id of ['999999999', 'abc'])
      expect((await get(tokens.admin, `/api/admin/support/tickets/${id}`)).statusCode).toBe(404);
    expect(
      (await send(tokens.admin, 'POST', '/api/admin/support/tickets/999999999/resolve', {}))
        .statusCode,
    ).toBe(404);
  });

  it('keeps canned answers in English and Spanish, written and removed by support operators', async () => {
    const all = cannedAnswerListWire.parse(
      (await get(helpdesk, '/api/admin/support/canned_answers')).json(),
    ).items;
    expect(new Set(all.map((a) => a.language))).toEqual(new Set(['en', 'es']));
    const spanish = cannedAnswerListWire.parse(
      (await get(helpdesk, '/api/admin/support/canned_answers?language=es')).json(),
    ).items;
    expect(spanish.length).toBeGreaterThan(0);
    expect(spanish.every((a) => a.language === 'es')).toBe(true);
    expect((await get(helpdesk, '/api/admin/support/canned_answers?language=fr')).statusCode).toBe(
      422,
    );

    for (const body of [
      {},
      { title: '', body: 'B', language: 'en' },
      { title: 'T', body: '', language: 'en' },
      { title: 'T'.repeat(101), body: 'B', language: 'en' },
      { title: 'T', body: 'B'.repeat(5001), language: 'en' },
      { title: 'T', body: 'B', language: 'fr' },
    ]) {
      const bad = await send(helpdesk, 'POST', '/api/admin/support/canned_answers', body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().error_code).toBe('validation_error');
    }
    const created = await send(helpdesk, 'POST', '/api/admin/support/canned_answers', {
      title: ' Refund on the way ',
      body: 'Your refund is on its way.',
      language: 'en',
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = cannedAnswerResponseWire.parse(created.json()).canned_answer;
    expect(answer.title).toBe('Refund on the way');
    const url = `/api/admin/support/canned_answers/${answer.id}`;
    const edited = await send(helpdesk, 'PUT', url, {
      title: 'Reembolso en camino',
      body: 'Tu reembolso está en camino.',
      language: 'es',
    });
    expect(edited.statusCode).toBe(200);
    expect(cannedAnswerResponseWire.parse(edited.json()).canned_answer).toMatchObject({
      id: answer.id,
      language: 'es',
    });
    expect((await send(helpdesk, 'DELETE', url)).statusCode).toBe(200);
    expect((await send(helpdesk, 'DELETE', url)).statusCode).toBe(404);
    expect(
      (await send(helpdesk, 'PUT', url, { title: 'T', body: 'B', language: 'en' })).statusCode,
    ).toBe(404);
    expect(
      (await auditOf(t.db, 'support_canned_answer', answer.id)).map((a) => [a.action, a.before]),
    ).toEqual([
      ['support.canned_answer.create', null],
      ['support.canned_answer.update', expect.objectContaining({ title: 'Refund on the way' })],
      ['support.canned_answer.delete', expect.objectContaining({ title: 'Reembolso en camino' })],
    ]);
  });

  it('keeps a canned answer plain text, checks a rewrite like a new one, and keeps the list short', async () => {
    const created = await send(helpdesk, 'POST', '/api/admin/support/canned_answers', {
      title: 'Two\nlines',
      body: '<b>Hello</b>\r\n<script>x()</script>\u0007',
      language: 'en',
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = cannedAnswerResponseWire.parse(created.json()).canned_answer;
    // HTML stays text for the client to show as text; line ends and control characters are cleaned.
    expect(answer).toMatchObject({
      title: 'Two lines',
      body: '<b>Hello</b>\n<script>x()</script>',
    });
    const url = `/api/admin/support/canned_answers/${answer.id}`;
    for (const [body, field] of [
      [{ title: '', body: 'B', language: 'en' }, 'title'],
      [{ title: 'T'.repeat(101), body: 'B', language: 'en' }, 'title'],
      [{ title: '\u0001', body: 'B', language: 'en' }, 'title'],
      [{ title: 'T', body: '   ', language: 'en' }, 'body'],
      [{ title: 'T', body: 'B'.repeat(5001), language: 'en' }, 'body'],
      [{ title: 'T', body: 'B' }, 'language'],
    ] as const) {
      const bad = await send(helpdesk, 'PUT', url, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(bad.json().errors[field], JSON.stringify(body)).toBeDefined();
    }
    for (const id of ['abc', '0', '99999999999'])
      expect(
        (await send(helpdesk, 'DELETE', `/api/admin/support/canned_answers/${id}`)).statusCode,
      ).toBe(404);

    // At most 200 a language: a new one, or one moved there, waits for a place.
    const [{ n }] = (await t.db.query<{ n: number }>(
      "SELECT count(*)::int8 AS n FROM support_canned_answers WHERE language = 'es'",
    )) as [{ n: number }];
    await t.db.query(
      `INSERT INTO support_canned_answers (title, body, language)
       SELECT 'Filler ' || g, 'Body', 'es' FROM generate_series(1, $1::int) g`,
      [200 - Number(n)],
    );
    try {
      const full = await send(helpdesk, 'POST', '/api/admin/support/canned_answers', {
        title: 'One more',
        body: 'B',
        language: 'es',
      });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ error_code: 'conflict' });
      const moved = await send(helpdesk, 'PUT', url, { title: 'T', body: 'B', language: 'es' });
      expect(moved.statusCode).toBe(409);
      const list = cannedAnswerListWire.parse(
        (await get(helpdesk, '/api/admin/support/canned_answers?language=es')).json(),
      ).items;
      expect(list).toHaveLength(200);
    } finally {
      await t.db.query("DELETE FROM support_canned_answers WHERE title LIKE 'Filler %'");
    }
    expect((await send(helpdesk, 'DELETE', url)).statusCode).toBe(200);
    expect((await auditOf(t.db, 'support_canned_answer', answer.id)).map((a) => a.action)).toEqual([
      'support.canned_answer.create',
      'support.canned_answer.delete',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ticketPageWire, ticketResponseWire } from '../../contract/support';
import { staffReply } from '../../server/support/support-service';
import { useSessions, useTestApp } from './app-fixture';
import { fixture, formPoster } from './mail-fixture';
import { dbLabel } from './test-db';

describe(`support tickets on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'founder');

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const open = formPoster(() => t, '/api/support/tickets');
  const post = (token: string, url: string, payload: object | FormData = {}) =>
    t.call({ method: 'POST', url, token, payload });
  const seeded = async (status: string) =>
    ticketPageWire.parse((await get(tokens.demo, `/api/support/tickets?status=${status}`)).json())
      .items[0]!;

  it('lists the seeded tickets, most recently updated first, and filters by status', async () => {
    const res = await get(tokens.demo, '/api/support/tickets');
    expect(res.statusCode).toBe(200);
    const page = ticketPageWire.parse(res.json());
    expect(page.items.map((i) => i.status)).toEqual(['waiting_for_member', 'resolved', 'closed']);
    expect(page.items[0]!.number).toMatch(/^TCK-\d{6}$/);
    const resolved = ticketPageWire.parse(
      (await get(tokens.demo, '/api/support/tickets?status=resolved')).json(),
    );
    expect(resolved.items.map((i) => i.subject)).toEqual([
      'Change the shipping address of my order',
    ]);
    const bad = await get(tokens.demo, '/api/support/tickets?status=lost');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    expect(
      ticketPageWire.parse((await get(tokens.founder, '/api/support/tickets')).json()).items,
    ).toEqual([]);
  });

  it('opens a ticket with a file; the desk answers it at once and the ticket is in progress', async () => {
    const pdf = {
      name: 'statement.pdf',
      type: 'application/pdf',
      content: await fixture('address-proof.pdf'),
    };
    const res = await open(
      tokens.demo,
      {
        category: 'payouts',
        priority: 'high',
        subject: 'Bank statement for the missing payout',
        description: 'Here is my statement of this week.',
      },
      [pdf],
    );
    expect(res.statusCode).toBe(201);
    const { ticket } = ticketResponseWire.parse(res.json());
    expect(ticket).toMatchObject({
      status: 'in_progress',
      priority: 'high',
      can_reply: true,
      can_reopen: false,
    });
    expect(ticket.messages.map((m) => m.from_staff)).toEqual([false, true]);
    expect(ticket.messages[1]!.staff_name).toBe('Nimbus Support');
    const file = ticket.messages[0]!.attachments[0]!;
    expect(file).toMatchObject({ file_name: 'statement.pdf', mime_type: 'application/pdf' });
    expect((await get(tokens.demo, file.url)).rawPayload).toEqual(Buffer.from(pdf.content));
    expect((await get(tokens.founder, file.url)).statusCode).toBe(404);

    // The desk asks for more; the member's answer puts the ticket back with the desk.
    await staffReply(t.db, ticket.id, 'Laura (Nimbus Support)', 'Which bank is it?');
    const waiting = ticketResponseWire.parse(
      (await get(tokens.demo, `/api/support/tickets/${ticket.id}`)).json(),
    );
    expect(waiting.ticket.status).toBe('waiting_for_member');
    const answered = await post(tokens.demo, `/api/support/tickets/${ticket.id}/reply`, {
      body: 'Commerzbank.',
    });
    expect(answered.statusCode).toBe(201);
    expect(ticketResponseWire.parse(answered.json()).ticket).toMatchObject({
      status: 'open',
      message_count: 4,
    });
  });

  it('reopens a resolved ticket, and refuses what its status forbids', async () => {
    const resolved = await seeded('resolved');
    const closed = await seeded('closed');
    const onClosed = await post(tokens.demo, `/api/support/tickets/${closed.id}/reply`, {
      body: 'Hello?',
    });
    expect(onClosed.statusCode).toBe(422);
    expect(onClosed.json().errors.body).toEqual(['This ticket is closed. Open a new one.']);
    const onResolved = await post(tokens.demo, `/api/support/tickets/${resolved.id}/reply`, {
      body: 'Hi',
    });
    expect(onResolved.json().errors.body).toEqual([
      'This ticket is resolved: reopen it to write again.',
    ]);
    const reopen = await post(tokens.demo, `/api/support/tickets/${resolved.id}/reopen`);
    expect(reopen.statusCode).toBe(200);
    expect(ticketResponseWire.parse(reopen.json()).ticket).toMatchObject({
      status: 'open',
      can_reopen: false,
    });
    const again = await post(tokens.demo, `/api/support/tickets/${resolved.id}/reopen`);
    expect(again.statusCode).toBe(422);
    expect((await post(tokens.demo, `/api/support/tickets/${closed.id}/reopen`)).statusCode).toBe(
      422,
    );
  });

  it('keeps a ticket to its member', async () => {
    const mine = await seeded('waiting_for_member');
    expect((await get(tokens.founder, `/api/support/tickets/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await post(tokens.founder, `/api/support/tickets/${mine.id}/reply`, { body: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await post(tokens.founder, `/api/support/tickets/${mine.id}/reopen`)).statusCode).toBe(
      404,
    );
    expect((await get(tokens.demo, '/api/support/tickets/x1')).statusCode).toBe(404);
  });

  it('says what is wrong with a ticket, field by field, and stores HTML as text', async () => {
    const bad = await open(tokens.demo, {
      category: 'gossip',
      priority: 'asap',
      subject: ' ',
      description: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'category',
      'description',
      'priority',
      'subject',
    ]);
    const html = await open(tokens.demo, {
      category: 'technical',
      subject: '<img src=x onerror=alert(1)>',
      description: '<script>alert(2)</script>',
    });
    expect(html.statusCode).toBe(201);
    const { ticket } = ticketResponseWire.parse(html.json());
    expect(ticket.subject).toBe('<img src=x onerror=alert(1)>');
    expect(ticket.priority).toBe('normal');
    expect(ticket.messages[0]!.body).toBe('<script>alert(2)</script>');
  });

  it('is closed when the company has no ticketing system', async () => {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{ticketing_system}', 'false') WHERE key = 'modules'`,
    );
    try {
      expect((await get(tokens.demo, '/api/support/tickets')).statusCode).toBe(403);
      expect(
        (await open(tokens.demo, { category: 'other', subject: 'a', description: 'b' })).statusCode,
      ).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{ticketing_system}', 'true') WHERE key = 'modules'`,
      );
    }
  });
});

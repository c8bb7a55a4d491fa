import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  inboxPageWire,
  mailSentResponseWire,
  mailThreadWire,
  sentMessageWire,
  sentPageWire,
  type InboxItemWire,
} from '../../contract/mail';
import { notificationsWire } from '../../contract/home';
import { useSessions, useTestApp } from './app-fixture';
import { fixture, formPoster } from './mail-fixture';
import { dbLabel } from './test-db';

describe(`mail on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo');
  let child: string;
  let childUsername: string;
  let outsider: string;
  let outsiderUsername: string;
  let sponsorUsername: string;

  const compose = formPoster(() => t, '/api/mail/compose');
  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const markRead = (token: string, threadId: number) =>
    t.call({ method: 'POST', url: `/api/mail/threads/${threadId}/read`, token, payload: {} });
  const reply = (token: string, threadId: number, body: string) =>
    t.call({
      method: 'POST',
      url: `/api/mail/threads/${threadId}/reply`,
      token,
      payload: { body },
    });
  const messageCount = async (token: string) =>
    (await get(token, '/api/home/notifications_count')).json().message_count as number;
  const mailUnread = async (token: string) =>
    (await get(token, '/api/home/notifications_count')).json().mail_unread_count as number;
  const uploads = async () =>
    readdir(path.join(t.config.dataDir, 'uploads', 'messages'), { recursive: true }).catch(
      () => [] as string[],
    );

  beforeAll(async () => {
    const [row] = await t.db.query<{ child: string; sponsor: string; outsider: string }>(
      `SELECT (SELECT c.username FROM members c WHERE c.parent_id = d.id ORDER BY c.id LIMIT 1) AS child,
              (SELECT s.username FROM members s WHERE s.id = d.sponsor_id) AS sponsor,
              (SELECT o.username FROM members o
                WHERE o.path NOT LIKE d.path || '%' AND d.path NOT LIKE o.path || '%'
                  AND o.deleted_at IS NULL AND o.status = 1 ORDER BY o.id LIMIT 1) AS outsider
         FROM members d WHERE d.username = 'demo'`,
    );
    childUsername = row!.child;
    sponsorUsername = row!.sponsor;
    outsiderUsername = row!.outsider;
    child = await t.loginAs(childUsername);
    outsider = await t.loginAs(outsiderUsername);
  });

  it('lists the seeded inbox newest first, with the desk and members as senders', async () => {
    const res = await get(tokens.demo, '/api/mail/inbox');
    expect(res.statusCode).toBe(200);
    const page = inboxPageWire.parse(res.json());
    expect(page.items.length).toBeGreaterThan(3);
    const times = page.items.map((i) => i.received_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.items.some((i) => i.from.kind === 'support')).toBe(true);
    const fromChild = page.items.find((i) => i.from.username === childUsername);
    expect(fromChild?.unread_count).toBe(1);
    expect(fromChild?.subject).toBe('Thank you for the welcome call');
  });

  it('searches the inbox by subject and by sender', async () => {
    const bySubject = inboxPageWire.parse(
      (await get(tokens.demo, '/api/mail/inbox?search=welcome%20call')).json(),
    );
    expect(bySubject.items.map((i) => i.subject)).toEqual(['Thank you for the welcome call']);
    const bySender = inboxPageWire.parse(
      (await get(tokens.demo, `/api/mail/inbox?search=${childUsername}`)).json(),
    );
    expect(bySender.items.every((i) => i.from.username === childUsername)).toBe(true);
    expect(bySender.items.length).toBe(1);
  });

  it('writes to the downline: the recipient sees it unread, opens it, and the badge follows', async () => {
    const before = await messageCount(child);
    const unreadBefore = await mailUnread(child);
    const res = await compose(tokens.demo, {
      recipient_type: 'downline',
      username: childUsername,
      subject: 'Your first week',
      body: 'Hello!\nSee https://nimbuswellness.example/plan for the plan.',
    });
    expect(res.statusCode).toBe(201);
    const sent = mailSentResponseWire.parse(res.json());
    expect(sent.message.mine).toBe(true);
    expect(sent.message.to.username).toBe(childUsername);
    expect(await messageCount(child)).toBe(before + 1);
    expect(await mailUnread(child)).toBe(unreadBefore + 1);

    const inbox = inboxPageWire.parse((await get(child, '/api/mail/inbox')).json());
    expect(inbox.items[0]).toMatchObject({
      thread_id: sent.thread_id,
      subject: 'Your first week',
      snippet: 'Hello!',
      unread_count: 1,
      from: { kind: 'member', username: 'demo' },
    });
    const notes = notificationsWire.parse((await get(child, '/api/home/notifications')).json());
    expect(notes.messages.some((m) => m.thread_id === sent.thread_id)).toBe(true);

    const read = await markRead(child, sent.thread_id);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      marked: 1,
      message_count: before,
      unread_count: unreadBefore,
    });
    expect(await messageCount(child)).toBe(before);
    expect(await mailUnread(child)).toBe(unreadBefore);
    const after = inboxPageWire.parse((await get(child, '/api/mail/inbox')).json());
    expect(after.items[0]!.unread_count).toBe(0);

    // The answer goes back to the writer, in the same thread.
    const answer = await reply(child, sent.thread_id, 'Thank you!');
    expect(answer.statusCode).toBe(201);
    const thread = mailThreadWire.parse(
      (await get(tokens.demo, `/api/mail/threads/${sent.thread_id}`)).json(),
    );
    expect(thread.counterpart.username).toBe(childUsername);
    expect(thread.messages.map((m) => [m.body, m.mine])).toEqual([
      ['Hello!\nSee https://nimbuswellness.example/plan for the plan.', true],
      ['Thank you!', false],
    ]);
  });

  it('writes to the sponsor and to support, and lists both as sent', async () => {
    const toSponsor = await compose(tokens.demo, {
      recipient_type: 'sponsor',
      subject: 'Monthly update',
      body: 'All good on my side.',
    });
    expect(toSponsor.statusCode).toBe(201);
    expect(mailSentResponseWire.parse(toSponsor.json()).message.to.username).toBe(sponsorUsername);
    const toSupport = await compose(tokens.demo, {
      recipient_type: 'support',
      subject: 'Invoice copy',
      body: 'Please send me a copy of my last invoice.',
    });
    expect(toSupport.statusCode).toBe(201);
    const sent = sentPageWire.parse((await get(tokens.demo, '/api/mail/sent')).json());
    expect(sent.items.slice(0, 2).map((s) => [s.subject, s.to.kind])).toEqual([
      ['Invoice copy', 'support'],
      ['Monthly update', 'member'],
    ]);
    const item = sentMessageWire.parse(
      (await get(tokens.demo, `/api/mail/sent/${sent.items[0]!.id}`)).json(),
    );
    expect(item.body).toBe('Please send me a copy of my last invoice.');
  });

  it('refuses anyone outside support, the sponsor and the own downline', async () => {
    for (const username of [outsiderUsername, 'demo', sponsorUsername, 'nobody-at-all']) {
      const res = await compose(tokens.demo, {
        recipient_type: 'downline',
        username,
        subject: 'Hello',
        body: 'Hi there',
      });
      expect(res.statusCode, username).toBe(422);
      expect(res.json().errors.username).toEqual([
        'You can only write to members of your own downline.',
      ]);
    }
    // A downline member cannot address their upline as "downline" either.
    const up = await compose(child, {
      recipient_type: 'downline',
      username: 'demo',
      subject: 'Hello',
      body: 'Hi',
    });
    expect(up.statusCode).toBe(422);
    const bad = await compose(tokens.demo, { recipient_type: 'everyone', subject: '', body: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['body', 'recipient_type', 'subject']);
  });

  it('stores and returns HTML as text', async () => {
    const subject = '<script>alert(1)</script>';
    const body = '<img src=x onerror="alert(2)"> <b>bold</b>';
    const res = await compose(tokens.demo, { recipient_type: 'support', subject, body });
    expect(res.statusCode).toBe(201);
    const { thread_id } = mailSentResponseWire.parse(res.json());
    const [row] = await t.db.query<{ subject: string; body: string }>(
      `SELECT t.subject, m.body FROM mail_threads t JOIN mail_messages m ON m.thread_id = t.id WHERE t.id = $1`,
      [thread_id],
    );
    expect(row).toEqual({ subject, body });
    const thread = mailThreadWire.parse(
      (await get(tokens.demo, `/api/mail/threads/${thread_id}`)).json(),
    );
    expect(thread.subject).toBe(subject);
    expect(thread.messages[0]!.body).toBe(body);
  });

  it('keeps every thread, message and file to the people in it', async () => {
    const png = { name: 'plan.png', type: 'image/png', content: await fixture('id-card.png') };
    const res = await compose(
      tokens.demo,
      {
        recipient_type: 'downline',
        username: childUsername,
        subject: 'The plan',
        body: 'Attached.',
      },
      [png],
    );
    expect(res.statusCode).toBe(201);
    const sent = mailSentResponseWire.parse(res.json());
    const file = sent.message.attachments[0]!;
    expect(file).toMatchObject({ file_name: 'plan.png', mime_type: 'image/png' });
    expect((await get(child, file.url)).statusCode).toBe(200);
    expect((await get(tokens.demo, file.url)).rawPayload).toEqual(Buffer.from(png.content));
    for (const url of [
      file.url,
      `/api/mail/threads/${sent.thread_id}`,
      `/api/mail/sent/${sent.message.id}`,
    ])
      expect((await get(outsider, url)).statusCode, url).toBe(404);
    const read = await markRead(outsider, sent.thread_id);
    expect(read.statusCode).toBe(404);
    const refused = await reply(outsider, sent.thread_id, 'Let me in');
    expect(refused.statusCode).toBe(404);
    // The recipient cannot open the sender's copy as a sent item either.
    expect((await get(child, `/api/mail/sent/${sent.message.id}`)).statusCode).toBe(404);
    expect((await get(outsider, '/api/mail/threads/abc')).statusCode).toBe(404);
  });

  it('refuses a file that is not what its name says, and keeps nothing of it', async () => {
    const filesBefore = await uploads();
    const [{ n: threadsBefore }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_threads',
    )) as [{ n: number }];
    const res = await compose(
      tokens.demo,
      { recipient_type: 'support', subject: 'Notes', body: 'See the file.' },
      [{ name: 'notes.png', type: 'image/png', content: await fixture('notes-renamed.png') }],
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.attachments).toEqual(['Only PNG, JPEG and PDF files are accepted.']);
    expect(await uploads()).toEqual(filesBefore);
    const [{ n: threadsAfter }] = (await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_threads',
    )) as [{ n: number }];
    expect(threadsAfter).toBe(threadsBefore);
  });

  it('chains inbox pages with no gaps or duplicates while new mail arrives', async () => {
    for (let i = 0; i < 45; i++) {
      const res = await compose(tokens.demo, {
        recipient_type: 'downline',
        username: childUsername,
        subject: `Paging ${i}`,
        body: `Message ${i}`,
      });
      expect(res.statusCode).toBe(201);
    }
    const expected = inboxPageWire.parse(
      (await get(child, '/api/mail/inbox?search=Paging')).json(),
    );
    expect(expected.items).toHaveLength(20);
    const seen: InboxItemWire[] = [];
    let url: string | null = '/api/mail/inbox?search=Paging';
    let arrivals = 0;
    while (url) {
      const page = inboxPageWire.parse((await get(child, url)).json());
      seen.push(...page.items);
      url =
        page.next_page_url &&
        new URL(page.next_page_url).pathname + new URL(page.next_page_url).search;
      // New mail arrives between pages: it lands above the cursor, never inside the walk.
      await compose(tokens.demo, {
        recipient_type: 'downline',
        username: childUsername,
        subject: `Paging late ${arrivals++}`,
        body: 'Late',
      });
    }
    const subjects = seen.map((s) => s.subject).filter((s) => !s.startsWith('Paging late'));
    expect(new Set(seen.map((s) => s.thread_id)).size).toBe(seen.length);
    expect(subjects.sort()).toEqual(Array.from({ length: 45 }, (_, i) => `Paging ${i}`).sort());
  });

  it('answers a forged cursor and an unknown thread with clear errors', async () => {
    const res = await get(tokens.demo, '/api/mail/inbox?cursor=not-a-cursor');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cursor).toBeDefined();
    expect((await get(tokens.demo, '/api/mail/threads/999999999')).statusCode).toBe(404);
  });

  it('is closed when the company switches the mailbox off', async () => {
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{support_message}', 'false') WHERE key = 'modules'`,
    );
    try {
      expect((await get(tokens.demo, '/api/mail/inbox')).statusCode).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{support_message}', 'true') WHERE key = 'modules'`,
      );
    }
  });
});

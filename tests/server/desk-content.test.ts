import { describe, expect, it } from 'vitest';
import { expectInvalid, getJson, getOk, useSessions, useTestApp } from './app-fixture';
import type { TestApp } from './app-fixture';

/**
 * The desk writes the company's content (issue 30 point 3): stories, events and learnings are
 * created as drafts, published and withdrawn by operators holding `content`; what they write
 * is sanitised with the member reader's rules, and members only ever see published items.
 */
describe('desk content', () => {
  const t = useTestApp(30);
  const tokens = useSessions(t, 'admin', 'reviewer', 'demo');

  const send = async (method: 'POST' | 'PUT', url: string, token: string, payload?: unknown) => {
    const res = await t.call({ method, url, token, payload: payload as object });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const ok = async (method: 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await send(method, url, tokens.admin, payload);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const audits = (app: TestApp, subjectId: number) =>
    app.db.query<{ action: string; before: unknown; after: unknown }>(
      `SELECT action, before, after FROM operator_audit WHERE subject_id = $1 ORDER BY id`,
      [String(subjectId)],
    );

  const evil =
    '<h2>Plan</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(2)</script><img src="x" onerror="alert(3)">';

  it('lets only operators holding content call it: members and a reviewer get 403', async () => {
    const gets = [
      '/api/admin/content/stories',
      '/api/admin/content/events',
      '/api/admin/content/learnings',
    ];
    for (const url of gets) {
      expect((await getJson(t, url, tokens.admin)).status, url).toBe(200);
      expect((await getJson(t, url, tokens.reviewer)).status, url).toBe(403);
      expect((await getJson(t, url, tokens.demo)).status, url).toBe(403);
    }
    const writes: [string, unknown][] = [
      ['/api/admin/content/stories', { kind: 'article', language: 'en', title: 'x', content: 'y' }],
      ['/api/admin/content/preview', { kind: 'article', body: '<p>x</p>' }],
      ['/api/admin/content/stories/1/publish', undefined],
      ['/api/admin/content/events/1/withdraw', undefined],
      ['/api/admin/content/learnings/1/publish', undefined],
    ];
    for (const [url, body] of writes) {
      expect((await send('POST', url, tokens.reviewer, body)).status, url).toBe(403);
      expect((await send('POST', url, tokens.demo, body)).status, url).toBe(403);
    }
    expect((await send('PUT', '/api/admin/content/stories/1', tokens.demo, {})).status).toBe(403);
  });

  it('drafts, publishes and withdraws an article, and members see it only while published', async () => {
    const created = await ok('POST', '/api/admin/content/stories', {
      kind: 'article',
      language: 'en',
      title: 'Desk article',
      description: 'Written at the desk',
      content: evil,
    });
    const story = created.story as { id: number; state: string; content: string };
    expect(story.state).toBe('draft');
    expect(story.content).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(story.content).toContain('<h2>Plan</h2>');

    const memberList = async () =>
      (
        (await getOk(t, '/api/content/articles?lang=en', tokens.demo)).items as { id: number }[]
      ).map((i) => i.id);
    expect(await memberList()).not.toContain(story.id);
    expect((await getJson(t, `/api/content/articles/${story.id}`, tokens.demo)).status).toBe(404);

    await ok('POST', `/api/admin/content/stories/${story.id}/publish`);
    expect(await memberList()).toContain(story.id);
    const read = await getOk(t, `/api/content/articles/${story.id}`, tokens.demo);
    const preview = await ok('POST', '/api/admin/content/preview', { kind: 'article', body: evil });
    expect((read.article as { content: string }).content).toBe(preview.html);

    const edited = await ok('PUT', `/api/admin/content/stories/${story.id}`, {
      kind: 'article',
      language: 'en',
      title: 'Desk article, edited',
      content: '<p>New body</p><svg onload="x()"></svg>',
    });
    expect((edited.story as { content: string }).content).toBe('<p>New body</p>');

    await ok('POST', `/api/admin/content/stories/${story.id}/withdraw`);
    expect(await memberList()).not.toContain(story.id);
    expect((await getJson(t, `/api/content/articles/${story.id}`, tokens.demo)).status).toBe(404);
    // Withdrawing twice is a conflict, not a silent success.
    expect(
      (await send('POST', `/api/admin/content/stories/${story.id}/withdraw`, tokens.admin)).status,
    ).toBe(409);

    const withdrawn = await getOk(
      t,
      '/api/admin/content/stories?state=withdrawn&kind=article',
      tokens.admin,
    );
    expect((withdrawn.items as { id: number }[]).map((i) => i.id)).toContain(story.id);

    const trail = await audits(t, story.id);
    expect(trail.map((a) => a.action)).toEqual([
      'content.story.create',
      'content.story.publish',
      'content.story.edit',
      'content.story.withdraw',
    ]);
    expect(trail[2]!.before).toMatchObject({ title: 'Desk article' });
    expect(trail[2]!.after).toMatchObject({ title: 'Desk article, edited' });
    expect(trail[2]!.after).not.toHaveProperty('language');
    expect(trail[3]).toMatchObject({
      before: { state: 'published' },
      after: { state: 'withdrawn' },
    });
  });

  it('publishes an event members then list, and hides it again once withdrawn', async () => {
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 3 * 86_400_000 + 7_200_000).toISOString();
    const created = await ok('POST', '/api/admin/content/events', {
      language: 'en',
      title: 'Desk webinar',
      description: 'Join <b>us</b><script>x()</script>',
      start_date: start,
      end_date: end,
      online_url: 'https://meet.example.com/desk',
      state: 'published',
    });
    const event = created.event as { id: number; description: string; online: boolean };
    expect(event.description).toBe('Join us');
    expect(event.online).toBe(true);
    const upcoming = async () =>
      ((await getOk(t, '/api/events?period=upcoming', tokens.demo)).items as { id: number }[]).map(
        (i) => i.id,
      );
    expect(await upcoming()).toContain(event.id);
    await ok('POST', `/api/admin/content/events/${event.id}/withdraw`);
    expect(await upcoming()).not.toContain(event.id);
    expect((await getJson(t, `/api/events/${event.id}`, tokens.demo)).status).toBe(404);
  });

  it('adds a learning to a course, shown to members only once published', async () => {
    const created = await ok('POST', '/api/admin/content/learnings', {
      language: 'en',
      course: 'starter',
      title: 'Desk lesson',
      format: 'article',
      content: '<p>Lesson</p><img src=x onerror=alert(1)>',
      sort_order: 99,
    });
    const learning = created.learning as { id: number; content: string };
    expect(learning.content).toBe('<p>Lesson</p><img src="x">');
    const memberItems = async () =>
      (
        (await getOk(t, '/api/learnings?lang=en', tokens.demo)).courses as {
          items: { id: number }[];
        }[]
      ).flatMap((c) => c.items.map((i) => i.id));
    expect(await memberItems()).not.toContain(learning.id);
    await ok('POST', `/api/admin/content/learnings/${learning.id}/publish`);
    expect(await memberItems()).toContain(learning.id);
    await ok('POST', `/api/admin/content/learnings/${learning.id}/withdraw`);
    expect(await memberItems()).not.toContain(learning.id);
    const res = await send('PUT', `/api/learnings/${learning.id}/progress`, tokens.demo, {
      status: 'opened',
    });
    expect(res.status).toBe(404);
  });

  it('answers bad input with a message per field, never a 500', async () => {
    const bad: [string, unknown, string[]][] = [
      [
        '/api/admin/content/stories',
        { kind: 'poem', language: 'english', title: '' },
        ['kind', 'language', 'title'],
      ],
      [
        '/api/admin/content/stories',
        { kind: 'video', language: 'en', title: 'V', url: 'javascript:alert(1)' },
        ['url'],
      ],
      ['/api/admin/content/stories', { kind: 'video', language: 'en', title: 'V' }, ['url']],
      [
        '/api/admin/content/stories',
        { kind: 'article', language: 'en', title: 'A', content: '<script>x</script>' },
        ['content'],
      ],
      [
        '/api/admin/content/stories',
        { kind: 'article', language: 'en', title: 'x'.repeat(201), content: 'y' },
        ['title'],
      ],
      [
        '/api/admin/content/events',
        {
          language: 'en',
          title: 'E',
          start_date: '2030-01-02T10:00:00Z',
          end_date: '2030-01-01T10:00:00Z',
          venue: 'Hall',
        },
        ['end_date'],
      ],
      [
        '/api/admin/content/events',
        { language: 'en', title: 'E', start_date: 'tomorrow', venue: 'Hall' },
        ['start_date'],
      ],
      [
        '/api/admin/content/events',
        { language: 'en', title: 'E', start_date: '2030-01-02T10:00:00Z' },
        ['venue'],
      ],
      [
        '/api/admin/content/events',
        {
          language: 'en',
          title: 'E',
          start_date: '2030-01-02T10:00:00Z',
          online_url: 'data:text/html,x',
        },
        ['online_url'],
      ],
      [
        '/api/admin/content/learnings',
        { language: 'en', course: 'nope', title: 'L', format: 'article', content: '<p>x</p>' },
        ['course'],
      ],
      [
        '/api/admin/content/learnings',
        { language: 'en', course: 'starter', title: 'L', format: 'pdf' },
        ['url'],
      ],
      [
        '/api/admin/content/learnings',
        {
          language: 'en',
          course: 'starter',
          title: 'L',
          format: 'article',
          content: 'x',
          sort_order: -1,
        },
        ['sort_order'],
      ],
      ['/api/admin/content/preview', { kind: 'article' }, ['body']],
    ];
    for (const [url, body, fields] of bad)
      expectInvalid(
        await send('POST', url, tokens.admin, body),
        `${url} ${JSON.stringify(body)}`,
        ...fields,
      );
    for (const url of ['/api/admin/content/stories/abc', '/api/admin/content/events/999999999'])
      expect((await getJson(t, url, tokens.admin)).status, url).toBe(404);
    expect(
      (await send('POST', '/api/admin/content/learnings/999999/publish', tokens.admin)).status,
    ).toBe(404);
    expectInvalid(
      await getJson(t, '/api/admin/content/stories?state=gone', tokens.admin),
      'state',
      'state',
    );
    expectInvalid(
      await getJson(t, '/api/admin/content/stories?cursor=zzz', tokens.admin),
      'cursor',
      'cursor',
    );
  });

  it('pages the desk lists with next_page_url', async () => {
    const first = await getOk(t, '/api/admin/content/learnings?language=en', tokens.admin);
    const items = first.items as { id: number; language: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.language === 'en')).toBe(true);
    if (first.next_page_url) {
      const next = await getOk(
        t,
        String(first.next_page_url).replace(/^https?:\/\/[^/]+/, ''),
        tokens.admin,
      );
      const ids = new Set(items.map((i) => i.id));
      expect((next.items as { id: number }[]).some((i) => ids.has(i.id))).toBe(false);
    }
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  articleResponseWire,
  eventPageWire,
  eventResponseWire,
  learningProgressResponseWire,
  learningsResponseWire,
  storyPageWire,
  videoResponseWire,
} from '../../contract/content';
import { setModuleFlag } from '../../server/company/module-settings-service';
import { useSessions, useTestApp } from './app-fixture';
import { dbLabel } from './test-db';

describe(`stories, events and learnings on ${dbLabel}`, () => {
  const t = useTestApp();
  const tokens = useSessions(t, 'demo', 'founder');

  const get = (token: string, url: string) => t.call({ method: 'GET', url, token });
  const progress = (token: string, id: number, status: string, lang = 'en') =>
    t.call({
      method: 'PUT',
      url: `/api/learnings/${id}/progress?lang=${lang}`,
      token,
      payload: { status },
    });
  const courses = async (token: string, lang = 'en') =>
    learningsResponseWire.parse((await get(token, `/api/learnings?lang=${lang}`)).json()).courses;

  it('pages articles newest first in the language asked for, and searches them', async () => {
    const first = await get(tokens.demo, '/api/content/articles?lang=en');
    expect(first.statusCode).toBe(200);
    const page = storyPageWire.parse(first.json());
    expect(page.items.map((i) => i.title)).toEqual([
      'Five habits of leaders who last',
      'The new refill box is here',
      'How binary pairing works',
      'Spotting phishing messages',
    ]);
    expect(page.items.every((i) => i.image_preview?.startsWith('/media/covers/'))).toBe(true);
    expect(page.next_page_url).toBeNull();
    const es = storyPageWire.parse(
      (await get(tokens.demo, '/api/content/articles?lang=es')).json(),
    );
    expect(es.items[0]!.title).toBe('Cinco hábitos de los líderes que perduran');
    // A language the company has not written in falls back to its default.
    const fr = storyPageWire.parse(
      (await get(tokens.demo, '/api/content/articles?lang=fr')).json(),
    );
    expect(fr.items.map((i) => i.id)).toEqual(page.items.map((i) => i.id));
    const found = storyPageWire.parse(
      (await get(tokens.demo, '/api/content/articles?lang=en&search=phishing')).json(),
    );
    expect(found.items.map((i) => i.title)).toEqual(['Spotting phishing messages']);
  });

  it('follows next_page_url with no gaps and no repeats', async () => {
    // Enough articles for three pages, all written in the same instant.
    await t.db.query(
      `INSERT INTO content_items (kind, title, language, content, updated_at)
       SELECT 'article', 'Bulk ' || g, 'en', '<p>x</p>', now() FROM generate_series(1, 45) g`,
    );
    const seen: number[] = [];
    let url: string | null = '/api/content/articles?lang=en';
    while (url) {
      const page = storyPageWire.parse((await get(tokens.demo, url)).json());
      seen.push(...page.items.map((i) => i.id));
      url = page.next_page_url
        ? new URL(page.next_page_url).pathname + new URL(page.next_page_url).search
        : null;
    }
    expect(seen.length).toBe(49);
    expect(new Set(seen).size).toBe(49);
    await t.db.query(`DELETE FROM content_items WHERE title LIKE 'Bulk %'`);
  });

  it('answers an article with its HTML as written and a video with server media and captions', async () => {
    const list = storyPageWire.parse(
      (await get(tokens.demo, '/api/content/articles?lang=en')).json(),
    );
    const phishing = list.items.find((i) => i.title === 'Spotting phishing messages')!;
    const article = articleResponseWire.parse(
      (await get(tokens.demo, `/api/content/articles/${phishing.id}`)).json(),
    ).article;
    // The server hands over the company's HTML; the reader sanitises it (tested there).
    expect(article.content).toContain('<script>');

    const videos = storyPageWire.parse(
      (await get(tokens.demo, '/api/content/videos?lang=en')).json(),
    );
    expect(videos.items.map((v) => v.title)).toEqual([
      'Welcome to the back office',
      'Sharing your referral link',
    ]);
    const video = videoResponseWire.parse(
      (await get(tokens.demo, `/api/content/videos/${videos.items[0]!.id}`)).json(),
    ).video;
    expect(video.video_url).toBe('/media/stories/welcome.webm');
    expect(video.captions).toEqual([
      { language: 'en', url: '/media/stories/welcome.en.vtt' },
      { language: 'es', url: '/media/stories/welcome.es.vtt' },
    ]);
    const media = await t.call({ method: 'GET', url: video.video_url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/webm');
    // A WebM file starts with the EBML magic number.
    expect(media.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    const track = await t.call({ method: 'GET', url: video.captions[1]!.url });
    expect(track.body.startsWith('WEBVTT')).toBe(true);

    // An article's id is not a video, an unknown id is a 404, a word is a 404 too.
    expect((await get(tokens.demo, `/api/content/videos/${phishing.id}`)).statusCode).toBe(404);
    expect(
      (await get(tokens.demo, `/api/content/articles/${videos.items[0]!.id}`)).statusCode,
    ).toBe(404);
    expect((await get(tokens.demo, '/api/content/articles/999999')).statusCode).toBe(404);
    expect((await get(tokens.demo, '/api/content/articles/abc')).statusCode).toBe(404);
  });

  it.each([
    '/media/stories/..%2F..%2Fapp.ts',
    '/media/../server/app.ts',
    '/media/covers/missing.webp',
    '/media/secrets/a.pdf',
  ])('serves only the company’s own media files: %s', async (url) => {
    expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(404);
  });

  it('refuses the stories and events calls while their flags are off', async () => {
    await setModuleFlag(t.db, 'stories', false);
    await setModuleFlag(t.db, 'events', false);
    try {
      expect((await get(tokens.demo, '/api/content/articles')).statusCode).toBe(403);
      expect((await get(tokens.demo, '/api/content/videos')).statusCode).toBe(403);
      expect((await get(tokens.demo, '/api/events')).statusCode).toBe(403);
    } finally {
      await setModuleFlag(t.db, 'stories', true);
      await setModuleFlag(t.db, 'events', true);
    }
    expect((await get(tokens.demo, '/api/events')).statusCode).toBe(200);
  });

  it('lists upcoming events soonest first and past ones latest first', async () => {
    const now = Date.now();
    const upcoming = eventPageWire.parse((await get(tokens.demo, '/api/events')).json()).items;
    expect(upcoming.length).toBeGreaterThan(0);
    const starts = upcoming.map((e) => Date.parse(e.start_date));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.every((e) => Date.parse(e.end_date ?? e.start_date) >= now)).toBe(true);
    const past = eventPageWire.parse(
      (await get(tokens.demo, '/api/events?period=past')).json(),
    ).items;
    expect(past.length).toBeGreaterThan(0);
    const ends = past.map((e) => Date.parse(e.end_date ?? e.start_date));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
    expect(ends.every((end) => end < now)).toBe(true);
    expect(new Set([...upcoming, ...past].map((e) => e.id)).size).toBe(
      upcoming.length + past.length,
    );
    const online = [...upcoming, ...past].find((e) => e.venue === 'Online')!;
    expect(online.online).toBe(true);
    const detail = eventResponseWire.parse(
      (await get(tokens.demo, `/api/events/${online.id}`)).json(),
    );
    expect(detail.event.title).toBe(online.title);
    expect((await get(tokens.demo, '/api/events/999999')).statusCode).toBe(404);
    const bad = await get(tokens.demo, '/api/events?period=soon');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.period).toBeDefined();
  });

  it('pages events with no gaps and no repeats', async () => {
    await t.db.query(
      `INSERT INTO events (title, start_date, end_date)
       SELECT 'Webinar ' || g, now() + g * interval '1 hour', now() + g * interval '1 hour'
         FROM generate_series(1, 45) g`,
    );
    const seen: number[] = [];
    let url: string | null = '/api/events';
    while (url) {
      const page = eventPageWire.parse((await get(tokens.demo, url)).json());
      seen.push(...page.items.map((i) => i.id));
      url = page.next_page_url
        ? new URL(page.next_page_url).pathname + new URL(page.next_page_url).search
        : null;
    }
    const [{ n }] = (await t.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE coalesce(end_date, start_date) >= now()`,
    )) as [{ n: string }];
    expect(seen.length).toBe(Number(n));
    expect(new Set(seen).size).toBe(seen.length);
    await t.db.query(`DELETE FROM events WHERE title LIKE 'Webinar %'`);
  });

  it('groups learnings by course and keeps each member’s progress apart', async () => {
    const before = await courses(tokens.demo);
    expect(before.map((c) => c.key)).toEqual(['starter', 'volumes']);
    const starter = before[0]!;
    expect(starter.items.map((i) => i.format)).toEqual(['article', 'pdf', 'video']);
    expect(starter.items.every((i) => i.status === 'not_started')).toBe(true);
    expect(starter.completed_count).toBe(0);
    expect(starter.total_count).toBe(3);
    const [article, pdf, video] = starter.items;
    expect(article!.content).toContain('<ol>');
    expect(pdf!.url).toBe('/media/learning/starter-guide.en.pdf');
    expect(video!.captions.length).toBe(2);

    const opened = await progress(tokens.demo, pdf!.id, 'opened');
    expect(opened.statusCode).toBe(200);
    let course = learningProgressResponseWire.parse(opened.json()).course;
    expect(course.items[1]!.status).toBe('opened');
    expect(course.completed_count).toBe(0);

    course = learningProgressResponseWire.parse(
      (await progress(tokens.demo, pdf!.id, 'completed')).json(),
    ).course;
    expect(course.items[1]!.status).toBe('completed');
    expect(course.completed_count).toBe(1);
    // Opening it again never undoes the completion.
    course = learningProgressResponseWire.parse(
      (await progress(tokens.demo, pdf!.id, 'opened')).json(),
    ).course;
    expect(course.items[1]!.status).toBe('completed');

    // The same learning in Spanish shows the same progress: it is stored by slug.
    const es = await courses(tokens.demo, 'es');
    expect(es[0]!.items[1]!.status).toBe('completed');
    expect(es[0]!.items[1]!.url).toBe('/media/learning/starter-guide.es.pdf');
    // Nobody else's progress moved.
    expect((await courses(tokens.founder))[0]!.completed_count).toBe(0);

    const bad = await progress(tokens.demo, pdf!.id, 'finished');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    expect((await progress(tokens.demo, 999999, 'opened')).statusCode).toBe(404);
  });

  it('serves learning PDFs inline as real PDF documents', async () => {
    const res = await t.call({ method: 'GET', url: '/media/learning/volumes-sheet.es.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Hoja de volúmenes');
  });

  it('asks for a token on every content call', async () => {
    for (const url of ['/api/content/articles', '/api/events', '/api/learnings']) {
      expect((await t.call({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

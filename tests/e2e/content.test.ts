import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { setLook, type Lng, type Scheme } from './sign-in';
import { memberPage, useE2E } from './session';
import { visit } from './visit';

// Issue 14 points 1–3: stories, events and learnings against the real server in Chromium.
describe('stories, events and learnings in Chromium', () => {
  const e2e = useE2E();

  const member = async (width = 1280) => {
    const page = await memberPage(e2e, { width, height: 900, look: ['light', 'en'] });
    return page;
  };

  it('reads an article whose script never runs, and watches a video from the server', async () => {
    const page = await member();
    await page.goto('/member/story/article');
    await page.getByTestId('story-row').filter({ hasText: 'Spotting phishing messages' }).click();
    await page.waitForURL('**/member/story/article/*');
    const content = page.getByTestId('article-content');
    await content.getByRole('heading', { name: 'Stay safe' }).waitFor();
    // The seeded article carries a <script> and an onload handler: neither ran nor stayed.
    expect(
      await page.evaluate(() => (window as { __storyScriptRan?: boolean }).__storyScriptRan),
    ).toBeUndefined();
    expect(await content.innerHTML()).not.toMatch(/script|onload/i);
    expect(await page.getByTestId('share-whatsapp').getAttribute('href')).toContain(
      encodeURIComponent(page.url()),
    );
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.goto('/member/story/video');
    await page.getByTestId('story-row').filter({ hasText: 'Welcome to the back office' }).click();
    const video = page.getByTestId('story-video');
    await video.waitFor();
    expect(await video.locator('source').getAttribute('src')).toBe('/media/stories/welcome.webm');
    // Chromium really decodes it: it learns the duration and plays past the start.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6);
    expect(await video.locator('track').count()).toBe(2);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.context().close();
  });

  it('adds an event to the calendar as a file an iCalendar parser accepts', async () => {
    const page = await member(800);
    await page.goto('/member/events');
    const row = page.getByTestId('event-row').filter({ hasText: 'Regional meetup Madrid' });
    await row.click();
    await page.getByTestId('event-detail').waitFor();
    expect(await page.getByTestId('map-link').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Espacio%20Nimbus%2C%20Madrid',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('add-to-calendar').click(),
    ]);
    expect(download.suggestedFilename()).toBe('regional-meetup-madrid.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
    const event = new ICAL.Event(vevent);
    expect(event.summary).toBe('Regional meetup Madrid');
    expect(event.location).toBe('Espacio Nimbus, Madrid');
    expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now());
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Past events are a tab away; an online event has no map.
    await page.goto('/member/events?period=past');
    await page.getByTestId('event-row').filter({ hasText: 'Leadership call' }).click();
    await page.getByTestId('event-detail').waitFor();
    expect(await page.getByTestId('map-link').count()).toBe(0);
    await page.context().close();
  });

  it('opens and completes learnings, and the course bar follows and stays', async () => {
    const page = await member();
    await page.goto('/member/learnings');
    const course = page.getByTestId('course-starter');
    const bar = course.getByTestId('course-progress');
    await bar.waitFor();
    expect(await bar.getAttribute('data-value')).toBe('0');

    // An article reads in place and is completed from its dialog.
    const goals = course.getByTestId('learning-item').filter({ hasText: 'Set your goals' });
    await goals.getByTestId('learning-open').click();
    const dialog = page.getByTestId('learning-dialog');
    await dialog.getByTestId('learning-content').getByText('Write three goals').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await dialog.getByTestId('dialog-complete').click();
    await expect.poll(() => goals.getAttribute('data-status')).toBe('completed');
    // Completing moved the focus from the now disabled button to Close, so Escape still closes.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe('Close');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A PDF opens in the browser itself; opening it marks it opened.
    const guide = course.getByTestId('learning-item').filter({ hasText: 'The starter guide' });
    const [pdf] = await Promise.all([
      page.context().waitForEvent('page'),
      guide.getByTestId('learning-open').click(),
    ]);
    await pdf.waitForLoadState();
    expect(pdf.url()).toMatch(/\/media\/learning\/starter-guide\.en\.pdf$/);
    await pdf.close();
    await expect.poll(() => guide.getAttribute('data-status')).toBe('opened');
    await guide.getByTestId('learning-complete').click();
    await expect.poll(() => bar.getAttribute('data-value')).toBe('67');
    expect(await course.getByTestId('course-count').textContent()).toBe('2 of 3 completed');

    // The progress is the server's: it is there after a reload, and in Spanish too.
    await setLook(page, 'light', 'es');
    await page.reload();
    await expect.poll(() => bar.getAttribute('data-value')).toBe('67');
    expect(await course.getByTestId('course-count').textContent()).toBe('2 de 3 completados');
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'dark', 'es'],
    [800, 'light', 'es'],
    [1280, 'dark', 'en'],
  ])('passes axe on the content screens at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await memberPage(e2e, { width, height: 900, look: [scheme, lng] });
    const shoot = async (name: string) => {
      expect(await seriousAxeFindings(page), `${name} ${width} ${scheme} ${lng}`).toEqual([]);
    };
    // One load takes the look; the screens after it open through the router, as the menu
    // does, so the app and axe are not loaded again for each.
    await page.goto('/member/story/article');
    for (const [path, ready, name] of [
      ['/member/story/article', 'story-row', 'stories-articles'],
      ['/member/story/video', 'story-row', 'stories-videos'],
      ['/member/events', 'event-row', 'events'],
      ['/member/learnings', 'learning-item', 'learnings'],
    ] as const) {
      await visit(page, path);
      await page.getByTestId(ready).first().waitFor();
      await shoot(name);
    }
    await visit(page, '/member/story/article');
    await page.getByTestId('story-row').first().click();
    await page.getByTestId('article-content').waitFor();
    await shoot('article');
    await visit(page, '/member/events');
    await page.getByTestId('event-row').first().click();
    await page.getByTestId('event-detail').waitFor();
    await shoot('event');
    await page.context().close();
  });
});

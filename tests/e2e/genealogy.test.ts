import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { screenshot } from './harness';
import { initLook, signIn } from './sign-in';
import { defaultAppKey } from '../../contract/constants';
import { useE2E } from './session';

type Look = {
  width: number;
  height: number;
  scheme: 'light' | 'dark';
  lng: 'en' | 'es';
  touch?: boolean;
  /** The four levels unless asked; the whole organisation has journeys of its own. */
  scope?: 'levels' | 'whole';
};

/** These journeys are about the spec's four levels; the whole organisation has its own. */
const withScope = (context: BrowserContext, scope: 'levels' | 'whole') =>
  context.addInitScript((s) => localStorage.setItem('genealogy_scope', s), scope);

type Affiliate = { id: number; username: string; level: number; child_count: number };

describe('genealogy explorer in Chromium', () => {
  const e2e = useE2E();
  let session: Awaited<ReturnType<BrowserContext['storageState']>>;
  let tree: { affiliates: Affiliate[]; max_levels: number; root_affiliate_id: number };

  beforeAll(async () => {
    const context = await e2e.browser.newContext({ baseURL: e2e.server.baseUrl });
    const page = await context.newPage();
    await signIn(page);
    session = await context.storageState();
    // The same answer the explorer gets, to pick members by what the tree really holds.
    // The key goes in as an argument: the function runs in the page, away from this module.
    tree = await page.evaluate(async (appKey) => {
      const raw = localStorage.getItem('auth_token') ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const response = await fetch('/api/network/genealogy', {
        headers: { 'api-key': appKey, authorization: `Bearer ${token}` },
      });
      return response.json();
    }, defaultAppKey);
    await context.close();
  });

  async function openAs(look: Look): Promise<Page> {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: { width: look.width, height: look.height },
      colorScheme: look.scheme,
      locale: look.lng === 'es' ? 'es-ES' : 'en-US',
      hasTouch: look.touch ?? false,
      isMobile: look.touch ?? false,
      storageState: session,
    });
    await initLook(context, look.scheme, look.lng);
    await withScope(context, look.scope ?? 'levels');
    return context.newPage();
  }

  const params = (page: Page) => new URL(page.url()).searchParams;
  const canvas = (page: Page) => page.getByTestId('genealogy-canvas');

  /** The centre of the canvas, where fly-to puts the member it flies to. */
  async function canvasCentre(page: Page) {
    const box = (await canvas(page).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }

  async function search(page: Page, username: string) {
    const input = page.getByRole('combobox', { name: /^(Find a member|Buscar un miembro)$/ });
    await input.fill(username);
    await page.getByRole('option', { name: new RegExp(`@${username}$`) }).click();
  }

  /**
   * Two fingers moving apart from `from` to `to` pixels around a centre: real TouchEvents
   * dispatched on the canvas, as a touch screen sends them, for d3-zoom's pinch handling.
   */
  async function pinch(page: Page, c: { x: number; y: number }, from: number, to: number) {
    await canvas(page).evaluate(
      (el, { c, from, to }) => {
        const touches = (d: number) =>
          [-1, 1].map(
            (side, identifier) =>
              new Touch({
                identifier,
                target: el,
                clientX: c.x + (side * d) / 2,
                clientY: c.y,
              }),
          );
        const send = (type: string, list: Touch[], changed: Touch[]) =>
          el.dispatchEvent(
            new TouchEvent(type, {
              touches: list,
              targetTouches: list,
              changedTouches: changed,
              bubbles: true,
              cancelable: true,
            }),
          );
        send('touchstart', touches(from), touches(from));
        for (let step = 1; step <= 8; step++) {
          const now = touches(from + ((to - from) * step) / 8);
          send('touchmove', now, now);
        }
        send('touchend', [], touches(to));
      },
      { c, from, to },
    );
  }

  /** Waits until a fly-to has landed (the canvas marks a flight with data-flying). */
  async function settled(page: Page) {
    await page.locator('[data-testid="genealogy-canvas"]:not([data-flying])').waitFor();
  }

  it('searches a member, flies to it, shows details, expands, and restores a shared URL', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/genealogy');
    await page.getByRole('heading', { name: 'Genealogy' }).waitFor();
    await canvas(page).waitFor();
    await page.getByRole('button', { name: 'Fit to screen' }).waitFor();
    await page.waitForTimeout(800);
    await screenshot(page, 'genealogy-1280-light-en');

    // The zoom buttons: fit shows the whole tree (smaller scale), zoom in magnifies 1.5×.
    const scale = async () => Number(await canvas(page).getAttribute('data-scale'));
    const start = await scale();
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await expect.poll(scale).toBeLessThan(start);
    await settled(page);
    await screenshot(page, 'genealogy-fit-1280-light-en');
    const fitted = await scale();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(scale).toBeCloseTo(fitted * 1.5, 3);

    // A member at the last loaded level who has children the payload left out.
    const deep = tree.affiliates.find((a) => a.level === tree.max_levels && a.child_count > 0);
    expect(deep, 'the seeded tree reaches past max_levels').toBeDefined();
    await search(page, deep!.username);
    await expect.poll(() => params(page).get('node')).toBe(String(deep!.id));
    const details = page.getByTestId('genealogy-details');
    await expect.poll(() => details.textContent()).toContain(`@${deep!.username}`);
    await settled(page);

    // Fly-to centred it: the mouse at the centre of the canvas hovers exactly that member.
    const centre = await canvasCentre(page);
    await page.mouse.move(centre.x, centre.y);
    const tooltip = page.getByTestId('genealogy-tooltip');
    await expect.poll(() => tooltip.textContent()).toContain(`@${deep!.username}`);
    await screenshot(page, 'genealogy-flown-1280-light-en');

    // Expand: its hidden children arrive from genealogy/{id} and appear below it.
    await details.getByRole('button', { name: /^Load downline/ }).click();
    await details.getByRole('button', { name: 'Collapse' }).waitFor();
    const below = page.getByTestId('genealogy-neighbourhood').getByRole('listitem');
    await expect.poll(() => below.count()).toBeGreaterThan(1);
    await screenshot(page, 'genealogy-expanded-1280-light-en');

    // Collapse drops them again (in the worker, no request) and the member is expandable again.
    await details.getByRole('button', { name: 'Collapse' }).click();
    await details.getByRole('button', { name: /^Load downline/ }).waitFor();
    await expect.poll(() => below.count()).toBe(1);

    // View from this member: root and node go into the URL; a reload restores both.
    await details.getByRole('button', { name: 'View from this member' }).click();
    await expect.poll(() => params(page).get('root')).toBe(String(deep!.id));
    const shared = page.url();
    await page.reload();
    await expect.poll(() => details.textContent()).toContain(`@${deep!.username}`);
    expect(page.url()).toBe(shared);
    expect(await page.getByRole('button', { name: /^Up to / }).count()).toBe(1);

    // The explorer ran in a worker, which fetched the payload itself.
    expect(page.workers().length).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Table view' }).click();
    await page.waitForURL('**/member/network/tabular');
    expect(new URL(page.url()).pathname).toBe('/member/network/tabular');
    await page.context().close();
  });

  it('moves the view to where the minimap is clicked or dragged', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/genealogy');
    const minimap = page.getByTestId('genealogy-minimap');
    await minimap.waitFor();
    await page.getByRole('button', { name: 'Fit to screen' }).click();
    await settled(page);
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    await settled(page);
    // Close in, members fill both bottom corners and the overview steps aside; its button
    // brings it back when the member wants it.
    if (!(await minimap.isVisible())) await page.getByTestId('minimap-toggle').click();
    await minimap.waitFor();
    // The canvas may reach below the window (the network tabs above it): clicks need it in view.
    await minimap.scrollIntoViewIfNeeded();
    // The world point at the centre of the main view, which the canvas reports for tools.
    const centre = async () => {
      const [x, y] = (await canvas(page).getAttribute('data-centre'))!.split(',').map(Number);
      return { x: x!, y: y! };
    };
    const scale = await canvas(page).getAttribute('data-scale');
    const box = (await minimap.boundingBox())!;
    const at = (fx: number, fy: number) => ({
      x: box.x + box.width * fx,
      y: box.y + box.height * fy,
    });

    const before = await centre();
    const left = at(0.25, 0.5);
    await page.mouse.click(left.x, left.y);
    const onLeft = await centre();
    expect(onLeft).not.toEqual(before);
    // A click places the view absolutely: the same spot twice gives the same centre.
    await page.mouse.click(left.x, left.y);
    expect(await centre()).toEqual(onLeft);

    // Dragging to the right and down follows the pointer; the zoom stays as it was.
    const right = at(0.75, 0.8);
    await page.mouse.move(left.x, left.y);
    await page.mouse.down();
    await page.mouse.move(right.x, right.y, { steps: 6 });
    await page.mouse.up();
    const onRight = await centre();
    expect(onRight.x).toBeGreaterThan(onLeft.x);
    expect(onRight.y).toBeGreaterThan(onLeft.y);
    // The minimap is to scale: world distance over minimap distance is one factor both ways.
    const perPxX = (onRight.x - onLeft.x) / (right.x - left.x);
    const perPxY = (onRight.y - onLeft.y) / (right.y - left.y);
    expect(perPxY / perPxX).toBeCloseTo(1, 1);
    expect(await canvas(page).getAttribute('data-scale')).toBe(scale);
    await page.context().close();
  });

  it('re-roots the view at a searched member who lies beyond the loaded levels', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/genealogy');
    await canvas(page).waitFor();
    const deep = tree.affiliates.find((a) => a.level === tree.max_levels && a.child_count > 0)!;
    const below = await page.evaluate(
      async ({ id, appKey }) => {
        const raw = localStorage.getItem('auth_token') ?? '';
        const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
        const response = await fetch(`/api/network/genealogy/${id}`, {
          headers: { 'api-key': appKey, authorization: `Bearer ${token}` },
        });
        return ((await response.json()) as { affiliates: Affiliate[] }).affiliates;
      },
      { id: deep.id, appKey: defaultAppKey },
    );
    const hidden = below.find((a) => !tree.affiliates.some((b) => b.id === a.id))!;
    await search(page, hidden.username);
    await expect.poll(() => params(page).get('root')).toBe(String(hidden.id));
    expect(params(page).get('node')).toBe(String(hidden.id));
    await expect
      .poll(() => page.getByTestId('genealogy-details').textContent())
      .toContain(`@${hidden.username}`);
    // Its placement parent is offered as the way back up.
    await page.getByRole('button', { name: /^Up to / }).waitFor();
    await page.context().close();
  });

  it('walks the tree with the keyboard and announces the focused member', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'dark', lng: 'es' });
    await page.goto('/member/network/genealogy');
    await page.getByRole('heading', { name: 'Genealogía' }).waitFor();
    await canvas(page).focus();
    await page.keyboard.press('ArrowDown');
    const status = page.getByTestId('genealogy-neighbourhood').getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/nivel 1/);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => status.textContent()).toMatch(/nivel 0/);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => params(page).get('node')).not.toBeNull();
    await expect.poll(() => page.getByTestId('genealogy-details').textContent()).toMatch(/@\S+/);
    await page.waitForTimeout(800);
    await screenshot(page, 'genealogy-keyboard-1280-dark-es');
    await page.context().close();
  });

  it('the overview covers no member, can be hidden, and stays hidden on the next visit', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/genealogy');
    const dock = page.getByTestId('genealogy-minimap-dock');
    const toggle = page.getByTestId('minimap-toggle');
    await page.getByTestId('genealogy-minimap').waitFor();
    // The member and her first level, where the canvas says it drew them, lie outside the
    // overview (the unit tests check every node's box against it).
    const c = canvas(page);
    await expect.poll(() => c.getAttribute('data-first-level')).toMatch(/^-?\d/);
    const [left = NaN, top = NaN, right = NaN, bottom = NaN] = (await c.getAttribute(
      'data-first-level',
    ))!
      .split(',')
      .map(Number);
    const size = (await c.boundingBox())!;
    const map = (await page.getByTestId('genealogy-minimap').boundingBox())!;
    const overlaps =
      map.x - size.x < right &&
      map.x - size.x + map.width > left &&
      map.y - size.y < bottom &&
      map.y - size.y + map.height > top;
    expect(overlaps).toBe(false);
    expect(['left', 'right']).toContain(await dock.getAttribute('data-place'));
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await toggle.click();
    expect(await page.getByTestId('genealogy-minimap').count()).toBe(0);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => localStorage.getItem('genealogy_minimap'))).toBe('hidden');
    await page.reload();
    await c.waitFor();
    await expect.poll(() => dock.getAttribute('data-place')).toBe('hidden');
    expect(await page.getByTestId('genealogy-minimap').count()).toBe(0);
    await toggle.click();
    await page.getByTestId('genealogy-minimap').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('genealogy_minimap'))).toBe('shown');
    await page.context().close();
  });

  it('opens with the member and her whole first level inside the canvas at every width', async () => {
    for (const [width, height] of [
      [390, 844],
      [800, 1100],
      [1280, 900],
    ] as const) {
      const page = await openAs({ width, height, scheme: 'light', lng: 'en' });
      await page.goto('/member/network/genealogy');
      const c = canvas(page);
      await expect.poll(() => c.getAttribute('data-first-level')).toMatch(/^-?\d/);
      const [left = NaN, top = NaN, right = NaN, bottom = NaN] = (await c.getAttribute(
        'data-first-level',
      ))!
        .split(',')
        .map(Number);
      const size = (await c.boundingBox())!;
      expect(left, `${width}`).toBeGreaterThanOrEqual(0);
      expect(top, `${width}`).toBeGreaterThanOrEqual(0);
      expect(right, `${width}`).toBeLessThanOrEqual(size.width);
      expect(bottom, `${width}`).toBeLessThanOrEqual(size.height);
      // ...and no button of the explorer lies over it.
      for (const control of [
        page.getByTestId('full-screen'),
        page.getByRole('group', { name: 'Zoom' }),
      ]) {
        const b = (await control.boundingBox())!;
        const overlaps =
          b.x - size.x < right &&
          b.x - size.x + b.width > left &&
          b.y - size.y < bottom &&
          b.y - size.y + b.height > top;
        expect(overlaps, `${width}`).toBe(false);
      }
      await page.context().close();
    }
  });

  /** What the canvas says it drew last frame (tree-view.ts `drawnSummary`). */
  async function drawn(page: Page) {
    const raw = (await canvas(page).getAttribute('data-drawn')) ?? '';
    const [lod = '', ...rest] = raw.split(' ');
    const n = rest.map(Number);
    const at = (i: number) => n[i] ?? NaN;
    return {
      lod,
      nodes: at(0),
      labelled: at(1),
      unlabelled: at(2),
      minFont: at(3),
      boxWidth: at(4),
      boxHeight: at(5),
      left: at(6),
      top: at(7),
      right: at(8),
      bottom: at(9),
    };
  }

  it('opens readable: every drawn member named or initialled at 11 px or more, none cut off', async () => {
    for (const [width, height] of [
      [390, 844],
      [800, 1100],
      [1280, 900],
    ] as const) {
      const page = await openAs({ width, height, scheme: 'light', lng: 'en' });
      await page.goto('/member/network/genealogy');
      const c = canvas(page);
      // The cards arrive a moment after the first frame; every member then has its label.
      await expect
        .poll(async () => {
          const d = await drawn(page);
          return d.nodes > 0 && d.unlabelled === 0 && d.labelled > 0;
        })
        .toBe(true);
      const d = await drawn(page);
      const size = (await c.boundingBox())!;
      expect(d.lod, `${width}`).not.toBe('dot');
      expect(d.minFont, `${width}`).toBeGreaterThanOrEqual(11);
      expect(d.boxWidth, `${width}`).toBeGreaterThanOrEqual(40);
      expect(d.left, `${width}`).toBeGreaterThanOrEqual(0);
      expect(d.top, `${width}`).toBeGreaterThanOrEqual(0);
      expect(d.right, `${width}`).toBeLessThanOrEqual(size.width);
      expect(d.bottom, `${width}`).toBeLessThanOrEqual(size.height);
      // More than the member alone: at least her first level shows.
      expect(d.labelled, `${width}`).toBeGreaterThanOrEqual(3);
      await screenshot(page, `genealogy-opening-${width}-light-en`);
      await page.context().close();
    }
  });

  it('opens the whole organisation readable too: its top levels named, the rest a zoom away', async () => {
    for (const [width, height] of [
      [390, 844],
      [800, 1100],
      [1280, 900],
    ] as const) {
      const page = await openAs({ width, height, scheme: 'light', lng: 'en', scope: 'whole' });
      await page.goto('/member/network/genealogy');
      const c = canvas(page);
      await page.getByTestId('scope-whole').and(page.locator('[aria-pressed=true]')).waitFor();
      // The stream has ended and its cards have arrived: every drawn member has its label.
      await expect
        .poll(async () => {
          const d = await drawn(page);
          const loaded = page.getByTestId('stream-progress').locator('[data-total]');
          const done =
            (await loaded.count()) === 0 ||
            (await loaded.getAttribute('data-loaded')) ===
              (await loaded.getAttribute('data-total'));
          return done && d.nodes > 0 && d.unlabelled === 0 && d.labelled > 0;
        })
        .toBe(true);
      const d = await drawn(page);
      const size = (await c.boundingBox())!;
      expect(d.lod, `${width}`).not.toBe('dot');
      expect(d.minFont, `${width}`).toBeGreaterThanOrEqual(11);
      expect(d.boxWidth, `${width}`).toBeGreaterThanOrEqual(40);
      expect(d.left, `${width}`).toBeGreaterThanOrEqual(0);
      expect(d.top, `${width}`).toBeGreaterThanOrEqual(0);
      expect(d.right, `${width}`).toBeLessThanOrEqual(size.width);
      expect(d.bottom, `${width}`).toBeLessThanOrEqual(size.height);
      expect(d.labelled, `${width}`).toBeGreaterThanOrEqual(3);
      // The deeper levels are a zoom away: zooming in lifts the level cap.
      expect(Number(await c.getAttribute('data-opening-depth')), `${width}`).toBeGreaterThanOrEqual(
        1,
      );
      await screenshot(page, `genealogy-whole-opening-${width}-light-en`);
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.locator('[data-testid="genealogy-canvas"]:not([data-opening-depth])').waitFor();
      await page.context().close();
    }
  });

  it('offers the member list with L and the table with T, from the canvas', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    await page.goto('/member/network/genealogy');
    await page.getByRole('heading', { name: 'Genealogy' }).waitFor();
    await canvas(page).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('l');
    // Focus is in the neighbourhood list, which shows itself while it holds focus.
    await expect
      .poll(() =>
        page.evaluate(
          () => !!document.activeElement?.closest('[data-testid=genealogy-neighbourhood]'),
        ),
      )
      .toBe(true);
    const box = await page.getByTestId('genealogy-neighbourhood').boundingBox();
    expect(box!.width).toBeGreaterThan(100);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await canvas(page).focus();
    await page.keyboard.press('t');
    await page.waitForURL(/\/member\/network\/tabular/);
    await page.context().close();
  });

  it('works by touch on an 800 px tablet: tap a member to open its details', async () => {
    const page = await openAs({
      width: 800,
      height: 1100,
      scheme: 'light',
      lng: 'es',
      touch: true,
    });
    await page.goto('/member/network/genealogy');
    await canvas(page).waitFor();
    const member = tree.affiliates.find((a) => a.level === 2)!;
    await search(page, member.username);
    await expect.poll(() => params(page).get('node')).toBe(String(member.id));
    await settled(page);
    await screenshot(page, 'genealogy-800-light-es');
    const centre = await canvasCentre(page);
    await page.touchscreen.tap(centre.x, centre.y);
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await expect.poll(() => drawer.textContent()).toContain(`@${member.username}`);
    await screenshot(page, 'genealogy-800-drawer-light-es');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // Pinch out with two fingers: d3-zoom magnifies about the fingers.
    const before = Number(await canvas(page).getAttribute('data-scale'));
    await pinch(page, centre, 40, 160);
    await expect
      .poll(async () => Number(await canvas(page).getAttribute('data-scale')))
      .toBeGreaterThan(before * 1.5);
    await page.context().close();
  });

  /**
   * A member signed in afresh (so revoking the token spares the shared session), on the
   * explorer with `member` selected, and a record of the API answers that were 401.
   */
  async function openSignedIn(member: Affiliate) {
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    await initLook(context, 'light', 'en');
    await withScope(context, 'levels');
    const page = await context.newPage();
    const unauthorized: string[] = [];
    // Requests the worker makes show up on the context, as the page's own do.
    context.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
    });
    await signIn(page);
    await page.goto('/member/network/genealogy');
    await canvas(page).waitFor();
    await search(page, member.username);
    await expect
      .poll(() => page.getByTestId('genealogy-details').textContent())
      .toContain(`@${member.username}`);
    return { page, unauthorized };
  }

  /** Signs the token out elsewhere, as another tab or device would. */
  const revokeToken = (page: Page) =>
    page.evaluate(async (appKey) => {
      const raw = localStorage.getItem('auth_token') ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const response = await fetch('/api/auth/logout', {
        method: 'POST',
        headers: { 'api-key': appKey, authorization: `Bearer ${token}` },
      });
      return response.status;
    }, defaultAppKey);

  it('signs the member out when the token is revoked and a node is expanded', async () => {
    const deep = tree.affiliates.find((a) => a.level === tree.max_levels && a.child_count > 0)!;
    const { page, unauthorized } = await openSignedIn(deep);
    const details = page.getByTestId('genealogy-details');
    const expand = details.getByRole('button', { name: /^Load downline/ });
    await expand.waitFor();
    expect(await revokeToken(page)).toBe(200);

    await expand.click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // The member's window of the stream, which the worker fetches itself (issue 32).
    expect(unauthorized).toContain(`/api/network/genealogy_stream/${deep.id}`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.context().close();
  });

  it('signs the member out when the token is revoked and the view is re-rooted', async () => {
    const member = tree.affiliates.find((a) => a.level === 2)!;
    const { page, unauthorized } = await openSignedIn(member);
    const viewFrom = page
      .getByTestId('genealogy-details')
      .getByRole('button', { name: 'View from this member' });
    await viewFrom.waitFor();
    expect(await revokeToken(page)).toBe(200);

    // A new root is a new genealogy load, which the worker fetches itself.
    await viewFrom.click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(unauthorized).toContain(`/api/network/genealogy_stream/${member.id}`);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.context().close();
  });

  it('shows a server error with a retry, and an empty downline as such', async () => {
    const page = await openAs({ width: 1280, height: 900, scheme: 'light', lng: 'en' });
    // Outside the member's downline the server answers 404: an error, not an empty tree.
    await page.goto('/member/network/genealogy?root=987654321');
    const alert = page.getByRole('alert').filter({ hasText: 'The genealogy could not be loaded.' });
    await alert.waitFor();
    await screenshot(page, 'genealogy-error-1280-light-en');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await alert.waitFor();
    await page.context().close();

    // A member with nobody below: the page says so and shows the root with its free slots.
    const leaf = tree.affiliates.find((a) => a.child_count === 0 && a.level > 0)!;
    const context = await e2e.browser.newContext({
      baseURL: e2e.server.baseUrl,
      viewport: { width: 800, height: 1000 },
    });
    const alone = await context.newPage();
    await signIn(alone, leaf.username);
    await alone.goto('/member/network/genealogy');
    await alone.getByTestId('genealogy-empty').waitFor();
    await alone.waitForTimeout(800);
    await screenshot(alone, 'genealogy-empty-800-light-en');
    await context.close();
  });

  it('looks right on phones and tablets in both modes and languages', async () => {
    const looks: Look[] = [
      { width: 390, height: 844, scheme: 'light', lng: 'en' },
      { width: 390, height: 844, scheme: 'dark', lng: 'es' },
      { width: 800, height: 1100, scheme: 'dark', lng: 'en' },
      { width: 1280, height: 900, scheme: 'dark', lng: 'es' },
    ];
    for (const look of looks) {
      const page = await openAs(look);
      await page.goto('/member/network/genealogy');
      await canvas(page).waitFor();
      await page.waitForTimeout(1000);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expect(overflow, `${look.width} px scrolls sideways`).toBe(false);
      await page.context().close();
    }
  });
});

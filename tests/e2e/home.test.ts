// Home and referral screens in Chromium against the real server and its seeded company:
// the figures must be the server's, the charts must draw, and the share links must work.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { signIn, setLook } from './sign-in';
import { eachLook } from './visit';
import { memberPage, openPage, useE2E } from './session';

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };
const volume = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 2 });

describe('home and referral screens in Chromium', () => {
  const e2e = useE2E();
  let page: Page;
  let token: string;

  beforeAll(async () => {
    page = await openPage(e2e, { width: 1280, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: e2e.server.baseUrl,
    });
    await signIn(page);
    token = (await page.evaluate(() => localStorage.getItem('auth_token'))) ?? '';
  }, 180_000);

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${e2e.server.baseUrl}${path}`, {
      headers: { 'api-key': e2e.server.appKey, authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }
  const text = async (testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

  it('shows every dashboard figure from the server, the cash-flow chart and the extra', async () => {
    const d = await api<{
      wallet_balance: string;
      total_earnings: string;
      pv: number;
      tv: number;
      cv: number;
      rank_name: string;
      credit_history: unknown[];
    }>('/api/home/dashboard');
    const extra = await api<{ events: { title: string }[] }>('/api/home/dashboard/extra');
    await page.goto('/member/home/dashboard');
    await page.getByTestId('wallet-balance-value').waitFor();
    expect(await text('wallet-balance-value')).toBe(formatMoney(d.wallet_balance, usd));
    expect(await text('total-earnings-value')).toBe(formatMoney(d.total_earnings, usd));
    expect(await text('pv-value')).toBe(volume(d.pv));
    expect(await text('tv-value')).toBe(volume(d.tv));
    expect(await text('cv-value')).toBe(volume(d.cv));
    expect(await text('rank-card')).toContain(d.rank_name);
    expect(d.credit_history.length).toBeGreaterThan(0);
    await expect
      .poll(() => page.locator('[data-testid=cash-flow-chart] .recharts-bar-rectangle').count())
      .toBeGreaterThan(0);
    for (const id of [
      'recent-transactions',
      'recent-joinings',
      'recent-articles',
      'recent-videos',
      'learnings',
    ])
      await page.getByTestId(id).waitFor();
    await page.getByTestId('dashboard-extra').waitFor();
    expect(await text('events')).toContain(extra.events[0]?.title);

    // The explanation opens on hover and on keyboard focus, and closes with Escape.
    await page.getByTestId('wallet-balance-info').hover();
    await expect
      .poll(() => page.getByRole('tooltip').textContent())
      .toContain('Money in your wallet');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('tooltip').count()).toBe(0);
    await page.mouse.move(0, 0);
    await page.keyboard.press('Shift'); // keyboard modality, so focus counts as focus-visible
    await page.getByTestId('total-paid-info').focus();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toContain('paid out');
    await page.keyboard.press('Escape');
  });

  it('opens a figure’s explanation with a tap on a touch phone', async () => {
    const phone = await memberPage(e2e, { width: 390, height: 844, hasTouch: true });
    await phone.getByTestId('tv-info').tap();
    await expect.poll(() => phone.getByRole('tooltip').textContent()).toContain('Team volume');
    await phone.context().close();
  });

  it('shows the binary legs and the binary history with its derived fields', async () => {
    const b = await api<{
      left_points: number;
      right_carry: number;
      left_downlines_count: number;
      sponsor_first_name: string;
    }>('/api/home/binary');
    const h = await api<{
      items: { leg: string | null; pv_deducted_left: number; pv_deducted_right: number }[];
    }>('/api/network/binary_history');
    await page.goto('/member/home/binary');
    await page.getByTestId('binary-legs').waitFor();
    expect(await text('binary-points-left')).toBe(volume(b.left_points));
    expect(await text('binary-carry-right')).toBe(volume(b.right_carry));
    expect(await text('binary-downlines-left')).toBe(volume(b.left_downlines_count));
    expect(await text('binary-sponsor')).toContain(b.sponsor_first_name);
    const table = page.getByTestId('binary-history');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const first = h.items[0]!;
    const firstRow = table.getByRole('row').nth(1);
    // Narrower than its twelve columns, the table shows the rest behind the row's details.
    const expand = firstRow.getByTestId('row-expand');
    if ((await expand.count()) > 0) {
      await expand.click();
      await firstRow.getByTestId('row-details').waitFor();
    }
    const expectedKind = first.leg === null ? 'Deducted' : 'Added';
    expect(await firstRow.textContent()).toContain(expectedKind);
    if (first.leg === null) {
      const pair = first.pv_deducted_left !== first.pv_deducted_right ? '2:1' : '1:1';
      expect(await firstRow.textContent()).toContain(pair);
      expect(await firstRow.textContent()).toContain(
        volume(Math.max(first.pv_deducted_left, first.pv_deducted_right)),
      );
    }
  });

  it('keeps the binary history filter in the address bar and sends type only for one type', async () => {
    const sent: string[] = [];
    const listen = (r: { url(): string }) => {
      if (r.url().includes('/api/network/binary_history')) sent.push(r.url());
    };
    page.on('request', listen);
    await page.goto('/member/home/binary?type=deducted');
    const table = page.getByTestId('binary-history');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const kinds = await table
      .getByRole('row')
      .locator('[role=cell]:nth-child(2)')
      .allTextContents();
    expect(kinds.length).toBeGreaterThan(0);
    expect(new Set(kinds)).toEqual(new Set(['Deducted']));
    expect(new URL(sent.at(-1)!).searchParams.get('type')).toBe('deducted');
    await page.goto('/member/home/binary?type=deducted&type=added');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(new URL(sent.at(-1)!).searchParams.has('type')).toBe(false);
    page.off('request', listen);
  });

  it('lists the packages with the upgrade price and PV difference and the autoship state', async () => {
    const p = await api<{
      packages: unknown[];
      price_difference: string | null;
      pv_difference: number | null;
      autoship_status: boolean;
    }>('/api/home/packages');
    await page.goto('/member/home/package');
    await page.getByTestId('package-list').waitFor();
    expect(await page.getByTestId('package-list').locator('li').count()).toBe(p.packages.length);
    expect(p.price_difference).not.toBeNull();
    expect(await text('package-upgrade-text')).toContain(formatMoney(p.price_difference, usd));
    expect(await text('package-upgrade-text')).toContain(`+${volume(p.pv_difference ?? 0)} PV`);
    expect(await text('autoship-status')).toBe(p.autoship_status ? 'Autoship on' : 'Autoship off');
  });

  it('charts every criterion of the next rank, achieved against required', async () => {
    const r = await api<{
      next_rank: {
        name: string;
        downline_rank_requirements: unknown[];
        licensed_downline_count: number;
      };
    }>('/api/home/ranks');
    await page.goto('/member/home/rank');
    await page.getByRole('img', { name: /Progress on each rank criterion/ }).waitFor();
    const criteria = 3 + r.next_rank.downline_rank_requirements.length;
    expect(await page.locator('[data-testid=rank-criterion-bar]').count()).toBe(criteria);
    expect(await text('rank-next')).toContain(r.next_rank.name);
    expect(await text('criterion-licensedDownlines')).toContain(
      volume(r.next_rank.licensed_downline_count),
    );
  });

  it('shows the performance over the rank period, and says which month the sales cover', async () => {
    const p = await api<{ personal_sales: number; team_sales: number; rank_start_date: string }>(
      '/api/home/performance',
    );
    await page.goto('/member/home/performance');
    await page.getByTestId('performance-team-value').waitFor();
    expect(await text('performance-team-value')).toBe(volume(p.team_sales));
    expect(await text('performance-personal-value')).toBe(volume(p.personal_sales));
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(
      new Date(`${p.rank_start_date}T12:00:00`),
    );
    expect(await text('performance-team')).toContain(`Team sales for ${month}`);
    expect(await text('performance-personal')).toContain(`Personal sales for ${month}`);
    expect(await text('performance-sales-window')).toMatch(/^Sales counted so far: /);
    await page.goto('/member/home/rank');
    await page.getByTestId('rank-legs').waitFor();
    expect(await text('rank-legs')).toContain(`Team volume in ${month}`);
    expect(await text('rank-sales')).toContain('Team sales, all time (TV)');
  });

  it('copies the referral link and builds working share links', async () => {
    const { user } = await api<{ user: { referral_link: string } }>('/api/user_data');
    const b = await api<{ left_downlines_count: number; right_downlines_count: number }>(
      '/api/home/binary',
    );
    await page.goto('/member/referral/summary');
    const link = page.getByTestId('referral-link');
    await link.waitFor();
    expect(await link.inputValue()).toBe(user.referral_link);
    await page.getByTestId('copy-link').click();
    await page.getByText('Link copied.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(user.referral_link);
    await expect
      .poll(() => text('referral-team'))
      .toContain(volume(b.left_downlines_count + b.right_downlines_count));

    const href = async (id: string) => (await page.getByTestId(id).getAttribute('href')) ?? '';
    const whatsapp = new URL(await href('share-whatsapp'));
    expect(whatsapp.searchParams.get('text')).toContain(user.referral_link);
    expect(new URL(await href('share-facebook')).searchParams.get('u')).toBe(user.referral_link);
    expect(new URL(await href('share-linkedin')).searchParams.get('url')).toBe(user.referral_link);
    expect(new URL(await href('share-telegram')).searchParams.get('url')).toBe(user.referral_link);
    expect(new URL(await href('share-x')).searchParams.get('url')).toBe(user.referral_link);
    const mail = await href('share-email');
    expect(mail.startsWith('mailto:?')).toBe(true);
    expect(new URLSearchParams(mail.slice(8)).get('body')).toContain(user.referral_link);
    expect(await page.getByTestId('share-x').getAttribute('target')).toBe('_blank');
  });

  it('lists personal referrals and ranks the team’s recruiters and earners', async () => {
    const direct = await api<{ data: { username: string }[] }>(
      '/api/network/downline_report/direct',
    );
    await page.goto('/member/referral/joinings');
    const table = page.getByTestId('referral-joinings');
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await table.textContent()).toContain(`@${direct.data[0]!.username}`);

    await page.goto('/member/referral/recruiter');
    await expect.poll(() => text('scan-note'), { timeout: 30_000 }).toContain('whole team');
    expect(await page.getByTestId('leaderboard-entry').count()).toBeGreaterThan(0);
    await page.goto('/member/referral/earner');
    await expect.poll(() => text('scan-note'), { timeout: 30_000 }).toContain('whole team');
    expect(await page.getByTestId('leaderboard-entry').count()).toBeGreaterThan(0);
  });

  it('upgrades to the next package from the dashboard, paid from the wallet after a confirmation', async () => {
    type Packages = {
      current_package_id: number;
      price_difference: string;
      packages: { id: number; name: string; price: string }[];
    };
    const before = await api<Packages>('/api/home/packages');
    const wallet = await api<{ wallet_balance: string }>('/api/wallet/statement');
    const current = before.packages.find((p) => p.id === before.current_package_id)!;
    const next = before.packages.find((p) => Number(p.price) > Number(current.price))!;

    await page.goto('/member/home/dashboard');
    await page.getByRole('link', { name: 'See upgrade options' }).click();
    await page.waitForURL('**/member/home/package');
    await page.getByRole('button', { name: `Upgrade to ${next.name}` }).click();
    const dialog = page.getByTestId('confirm-upgrade');
    await dialog.waitFor();
    expect(await dialog.getByTestId('confirm-upgrade-price').textContent()).toBe(
      formatMoney(before.price_difference, usd),
    );
    await dialog.getByRole('button', { name: 'Upgrade now' }).click();

    // The seed decides whether the demo member can afford it; both answers are checked to
    // the letter (the server tests fix a balance for each).
    if (Number(wallet.wallet_balance) < Number(before.price_difference)) {
      await expect
        .poll(() => dialog.getByRole('alert').textContent())
        .toBe(
          `The upgrade costs ${before.price_difference}, more than your wallet balance of ${wallet.wallet_balance}.`,
        );
      expect((await api<Packages>('/api/home/packages')).current_package_id).toBe(current.id);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      return;
    }
    await page
      .getByText(new RegExp(`^You now have ${next.name} \\(order INV-\\d{6}\\)\\.$`))
      .waitFor();
    // The engine settled it: the member holds the new package, the wallet paid the difference.
    const after = await api<Packages>('/api/home/packages');
    expect(after.current_package_id).toBe(next.id);
    const paid = await api<{ wallet_balance: string }>('/api/wallet/statement');
    expect(Number(paid.wallet_balance)).toBeCloseTo(
      Number(wallet.wallet_balance) - Number(before.price_difference),
      2,
    );
    // The page follows: the new package is marked as the member's own.
    await expect
      .poll(() => page.getByTestId(`package-${next.id}`).getAttribute('aria-current'))
      .toBe('true');
    if (!before.packages.some((p) => Number(p.price) > Number(next.price))) {
      expect(await text('package-upgrade')).toContain('You already have the highest package.');
    }
  });

  it('draws every screen at phone, tablet and desktop, light and dark, en and es', async () => {
    // [path, element that shows the screen is drawn, its heading in en and in es]
    const screens = [
      ['home/dashboard', 'cash-flow-chart', 'Welcome back, Dana', 'Hola de nuevo, Dana'],
      ['home/binary', 'binary-legs', 'Binary', 'Binario'],
      ['home/package', 'package-list', 'Packages', 'Paquetes'],
      ['home/rank', 'rank-criteria-chart', 'Rank', 'Rango'],
      ['home/performance', 'performance-team', 'Performance', 'Rendimiento'],
      ['referral/summary', 'referral-link-card', 'Summary', 'Resumen'],
      ['referral/joinings', 'referral-joinings', 'Joinings', 'Incorporaciones'],
      ['referral/recruiter', 'recruiter-board', 'Top recruiters', 'Mejores reclutadores'],
    ].map(([path, ...rest]) => [`/member/${path}`, ...rest] as [string, string, string, string]);
    const looks = [
      ['light', 'en', [390, 800, 1280]],
      ['dark', 'en', [390, 800, 1280]],
      ['light', 'es', [390, 1280]],
      ['dark', 'es', [800]],
    ] as const;
    await eachLook(page, looks, screens, async ([, ready, en, es], { scheme, lng }) => {
      await page.getByTestId(ready).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lng === 'es' ? es : en,
      );
      expect(
        await page.evaluate(() => document.documentElement.getAttribute('data-joy-color-scheme')),
      ).toBe(scheme);
    });
    await setLook(page, 'light', 'en');
  }, 240_000);
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/lib/money';
import { seriousAxeFindings } from './axe';
import { prepareDebtDataDir, type DebtStory } from './demo-company';
import { screenshot } from './harness';
import type { Lng, Scheme } from './sign-in';
import { getJson, memberPage, tokenOf, useE2E } from './session';
import { visit } from './visit';

// Issue 29 (decision 037) in Chromium: a commission refunded after its money was withdrawn
// leaves a debt the wallet screen shows, with the notice that payouts wait, the explanation
// of the reversal, the release and the repayment lines, and the server's refusal under the
// amount; and a double click on "Request payout" makes exactly one payout.

const usd = { symbol: '$', symbolPosition: 'L' as const, decimalPlace: 2, value: 1 };
const money = (amount: string) => formatMoney(amount, usd);

type Statement = {
  balances: { available: string; held: string; owed: string; total: string };
};

describe('held commissions and debts in Chromium', () => {
  let story: DebtStory;
  const e2e = useE2E(async () => {
    const prepared = await prepareDebtDataDir();
    story = prepared.story;
    return { env: { DATA_DIR: prepared.dataDir }, cleanup: prepared.remove };
  });

  /** Opens the explanation of the first wallet line of one key and flow, and returns it. */
  async function explainFirst(page: Page, query: string) {
    await page.goto(`/member/wallet/transactions?${query}`);
    const row = page.locator('[data-testid=transactions] [role=row][data-index="0"]');
    await row.waitFor();
    await row.getByTestId('why-this-amount').click();
    const drawer = page.getByTestId('explanation-drawer');
    await drawer.getByTestId('explanation-settlement').waitFor();
    return drawer;
  }

  it('shows the debt, why payouts wait, and explains the reversal, release and repayment', async () => {
    const page = await memberPage(e2e, {
      width: 1280,
      height: 900,
      user: story.debtor,
      look: ['light', 'en'],
    });
    const token = await tokenOf(page);
    const { balances } = await getJson<Statement>(e2e, '/api/wallet/statement', token);
    expect(Number(balances.owed)).toBeGreaterThan(0);
    expect(balances.available).toBe('20.00');

    await page.goto('/member/wallet/statement');
    await expect
      .poll(() => page.getByTestId('balance-owed-value').textContent())
      .toBe(money(balances.owed));
    for (const key of ['available', 'held', 'total'] as const)
      expect(await page.getByTestId(`balance-${key}-value`).textContent()).toBe(
        money(balances[key]),
      );
    const notice = page.getByTestId('owed-notice');
    expect(await notice.textContent()).toContain(`You owe ${money(balances.owed)}`);
    expect(await notice.textContent()).toContain('Payouts wait until your next earnings');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'wallet-owed-1280-light-en', { fullPage: true });

    // The dashboard says its figure is the available balance, with the debt beside it.
    await page.goto('/member/home/dashboard');
    await expect
      .poll(() => page.getByTestId('owed-balance').textContent())
      .toContain(money(balances.owed));
    expect(await page.getByTestId('wallet-balance').textContent()).toContain('Available balance');

    // The refunded commission (it left the wallet nothing to take, so it is not a wallet line):
    // taken from the wallet as far as it went, the rest owed.
    await page.goto('/member/wallet/recent-earnings?bonus=direct_bonus');
    const reversedRow = page
      .locator('[data-testid=recent-earnings] [role=row][data-index]')
      .filter({ has: page.locator('[data-state=reversed]') })
      .first();
    await reversedRow.waitFor();
    await reversedRow.getByTestId('why-this-amount').click();
    let drawer = page.getByTestId('explanation-drawer');
    await drawer.getByTestId('explanation-settlement').waitFor();
    expect(await drawer.getByTestId('explanation-settlement-text').textContent()).toMatch(
      /^Reversed on /,
    );
    const owedRow = drawer.locator('[data-testid=explanation-reversal] tr[data-part=owed]');
    expect(await owedRow.textContent()).toMatch(/^Left owed \(already withdrawn\)\$[\d,.]+$/);
    expect(
      await drawer.getByTestId('explanation-settlement').getByTestId('earning-state').textContent(),
    ).toBe('Reversed');
    expect(await drawer.textContent()).toContain('Owed by you');
    expect(await seriousAxeFindings(page)).toEqual([]);
    await screenshot(page, 'explanation-reversal-owed-1280-light-en');
    await page.keyboard.press('Escape');

    // The later sale's release line, then the repayment it made.
    drawer = await explainFirst(page, 'key=commission_release');
    expect(await drawer.getByTestId('explanation-line').textContent()).toMatch(
      /^This line is its release: on .+ it moved from held to your available balance\.$/,
    );
    await page.keyboard.press('Escape');
    drawer = await explainFirst(page, 'key=debt_repayment');
    const line = (await drawer.getByTestId('explanation-line').textContent()) ?? '';
    const [, repaid, debt] = /^This line repaid (\$[\d,.]+) of a debt of (\$[\d,.]+) on /.exec(
      line,
    )!;
    expect(Number(repaid!.replace(/[$,]/g, ''))).toBeLessThan(Number(debt!.replace(/[$,]/g, '')));
    await screenshot(page, 'explanation-repayment-1280-light-en');
    await page.keyboard.press('Escape');

    // The payout screen says why before anything is typed; the server's refusal sits under
    // the amount.
    await page.goto('/member/wallet/request-payout');
    const owedAlert = page.getByTestId('payouts-owed');
    await owedAlert.waitFor();
    expect(await owedAlert.textContent()).toContain(`you owe ${money(balances.owed)}`);
    await page.locator('input[name=amount]').fill('15');
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Request payout' }).click();
    await page.getByTestId('confirm-payout-send').click();
    const error = page.getByTestId('amount-error');
    await expect.poll(() => error.textContent()).toMatch(/^You owe [\d.]+ after a commission/);
    expect(await page.locator('input[name=amount]').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'wallet-request-payout-owed-1280-light-en');
    await page.context().close();
  });

  it.each<[number, Scheme, Lng]>([
    [390, 'dark', 'es'],
    [800, 'light', 'en'],
  ])('passes axe on the balances at %i px, %s, %s', async (width, scheme, lng) => {
    const page = await memberPage(e2e, {
      width,
      height: 900,
      user: story.debtor,
      look: [scheme, lng],
    });
    await page.goto('/member/wallet/statement');
    await page.getByTestId('owed-notice').waitFor();
    // Nothing spills sideways at this width.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    expect(await seriousAxeFindings(page), `statement ${width} ${scheme} ${lng}`).toEqual([]);
    await screenshot(page, `wallet-owed-${width}-${scheme}-${lng}`, { fullPage: true });
    await visit(page, '/member/wallet/recent-earnings');
    await page.locator('[data-testid=recent-earnings] [role=row][data-index="0"]').waitFor();
    expect(await seriousAxeFindings(page), `earnings ${width} ${scheme} ${lng}`).toEqual([]);
    await screenshot(page, `wallet-recent-earnings-${width}-${scheme}-${lng}`);
    await page.context().close();
  });

  it('makes exactly one payout from a double click on "Request payout"', async () => {
    const page = await memberPage(e2e, {
      width: 1280,
      height: 900,
      user: story.payer,
      look: ['light', 'en'],
    });
    const token = await tokenOf(page);
    type Payouts = { items: { id: number }[] };
    const before = await getJson<{ wallet_balance: string }>(e2e, '/api/wallet/statement', token);
    expect(Number(before.wallet_balance)).toBeGreaterThanOrEqual(20);
    const payoutsBefore = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    const keys: Promise<string>[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/payout/request_payout'))
        keys.push(r.headerValue('idempotency-key').then((k) => k ?? ''));
    });

    await page.goto('/member/wallet/request-payout');
    await page.getByTestId('amount-help').waitFor();
    await page.locator('input[name=amount]').fill('12');
    await page.locator('input[name=password]').fill('demopass1');
    await page.getByRole('button', { name: 'Request payout' }).dblclick();
    await page.getByTestId('confirm-payout').waitFor();
    await page.getByTestId('confirm-payout-send').dblclick();
    await page.getByText('Your payout request has been sent.').waitFor();

    const after = await getJson<{ wallet_balance: string }>(e2e, '/api/wallet/statement', token);
    expect(
      Math.round(Number(before.wallet_balance) * 100 - Number(after.wallet_balance) * 100),
    ).toBe(1200);
    const payoutsAfter = await getJson<Payouts>(e2e, '/api/payout/transactions', token);
    expect(payoutsAfter.items.length - payoutsBefore.items.length).toBe(1);
    // However many requests the clicks sent, they were one action: one key.
    const sent = await Promise.all(keys);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent).size).toBe(1);
    expect(sent[0]).not.toBe('');
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from './axe';
import { getJson, memberPage, tokenOf, useE2E } from './session';

type Page = Awaited<ReturnType<typeof memberPage>>;

// Issue 33 point 4: a leader picks a segment of her downline, sees how many it reaches,
// sends, and a member of the segment finds the message in the inbox.
describe('team broadcast in Chromium', () => {
  const e2e = useE2E();
  const member = (user: string, lng: 'en' | 'es' = 'en') =>
    memberPage(e2e, { width: 1280, height: 900, user, look: ['light', lng] });
  const shownCount = async (page: Page) =>
    Number(await page.getByTestId('broadcast-count').getAttribute('data-count'));

  it('demo writes to her front line, and one of them reads it in the inbox', async () => {
    const demo = await member('demo');
    await demo.goto('/member/mail/broadcast');
    await demo.getByTestId('broadcast-form').waitFor();
    // The whole downline first, then the front line only: the count follows the segment.
    await expect.poll(() => shownCount(demo)).toBeGreaterThan(0);
    const everyone = await shownCount(demo);
    await demo.getByLabel('To level').fill('1');
    // The count of the new segment once it is in (the attribute is absent while counting).
    await expect.poll(() => shownCount(demo)).toSatisfy((n: number) => n > 0 && n < everyone);
    const frontLine = await shownCount(demo);
    expect(await demo.getByTestId('broadcast-count').textContent()).toContain(
      `This message will reach ${frontLine} member`,
    );

    // A reversed range is refused by the server, under the field it names.
    await demo.getByLabel('From level').fill('3');
    await demo.getByTestId('level_max-error').waitFor();
    expect(await demo.getByTestId('level_max-error').textContent()).toBe(
      'The last level must not come before the first.',
    );
    await demo.getByLabel('From level').fill('');
    await expect.poll(() => shownCount(demo)).toBe(frontLine);

    await demo.locator('input[name=subject]').fill('Front line call on Friday');
    await demo.getByTestId('body-input').fill('We meet on Friday at 7 pm. Bring a guest!');
    expect(await seriousAxeFindings(demo)).toEqual([]);
    await demo.getByRole('button', { name: `Send to ${frontLine} member` }).click();
    const history = demo.getByTestId('broadcast-history');
    await history.getByText('Front line call on Friday').waitFor();
    expect(await history.textContent()).toContain(`${frontLine} member`);

    // Whom it reached: each copy is in demo's sent mail, one per member.
    const sent = await getJson<{ items: { subject: string; to: { username: string } }[] }>(
      e2e,
      '/api/mail/sent?search=Front%20line%20call',
      await tokenOf(demo),
    );
    expect(sent.items).toHaveLength(frontLine);
    const recipient = sent.items[0]!.to.username;
    await demo.context().close();

    const them = await member(recipient);
    await them.goto('/member/mail/inbox');
    const row = them.getByTestId('inbox-row').filter({ hasText: 'Front line call on Friday' });
    await row.waitFor();
    expect(await row.getAttribute('data-unread')).toBe('true');
    expect(await row.textContent()).toContain('We meet on Friday');
    // The recipient can mute broadcasts from the upline, next to the inbox.
    const mute = them.getByTestId('broadcast-mute').locator('input');
    expect(await mute.isChecked()).toBe(false);
    expect(await seriousAxeFindings(them)).toEqual([]);
    await mute.check();
    await expect
      .poll(async () =>
        getJson<{ muted: boolean }>(e2e, '/api/mail/broadcasts/mute', await tokenOf(them)),
      )
      .toEqual({ muted: true });
    await them.context().close();
  });

  it('reads in Spanish', async () => {
    const demo = await member('demo', 'es');
    await demo.goto('/member/mail/broadcast');
    await expect.poll(() => shownCount(demo)).toBeGreaterThan(0);
    expect(await demo.getByTestId('broadcast-count').textContent()).toContain(
      'Este mensaje llegará a',
    );
    expect(await seriousAxeFindings(demo)).toEqual([]);
    await demo.context().close();
  });
});

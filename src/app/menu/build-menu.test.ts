import { describe, expect, it } from 'vitest';
import {
  bottomBarItems,
  buildMenu,
  type MenuInput,
  type MenuItem,
  type MenuKey,
  type MenuModuleFlags,
} from './build-menu';

const allOff: MenuModuleFlags = {
  manualSales: false,
  kyc: false,
  crm: false,
  store: false,
  package: false,
  supportMessage: false,
  stories: false,
  events: false,
};

const input = (
  over: Partial<MenuInput> & { flags?: Partial<MenuModuleFlags> } = {},
): MenuInput => ({
  modules: { ...allOff, ...over.flags },
  roleId: over.roleId ?? 2,
  notifications: over.notifications ?? { loaded: true, total: 0 },
  ...(over.modules === null ? { modules: null } : {}),
});

const keys = (items: MenuItem[]): MenuKey[] => items.map((i) => i.key);

/** The items every member sees, in menu order, whatever the module flags. */
const alwaysShown: MenuKey[] = [
  'home',
  'referral',
  'wallet',
  'notifications',
  'learnings',
  'faqs',
  'support',
  'account',
];

describe('buildMenu', () => {
  it('always shows home, referral, wallet, account, notifications, learnings, faqs and support', () => {
    expect(keys(buildMenu(input()))).toEqual(alwaysShown);
  });

  it('gives each item its path, common-namespace label key and icon', () => {
    const byKey = Object.fromEntries(buildMenu(input()).map((i) => [i.key, i]));
    expect(byKey.home).toMatchObject({
      path: '/member/home',
      labelKey: 'menu.home',
      icon: 'house',
    });
    expect(byKey.referral?.path).toBe('/member/referral');
    expect(byKey.wallet?.path).toBe('/member/wallet');
    expect(byKey.account?.path).toBe('/member/account');
    expect(byKey.notifications?.path).toBe('/member/notifications');
    expect(byKey.learnings?.path).toBe('/member/learnings');
    expect(byKey.faqs?.path).toBe('/member/account/faqs');
    expect(byKey.support).toMatchObject({ path: '/member/support', labelKey: 'menu.support' });
  });

  it('marks exactly home, referral, wallet and account as bottom items', () => {
    const everything = buildMenu(
      input({
        roleId: 3,
        flags: {
          manualSales: true,
          kyc: true,
          crm: true,
          package: true,
          supportMessage: true,
          stories: true,
          events: true,
        },
      }),
    );
    expect(keys(everything.filter((i) => i.bottom))).toEqual([
      'home',
      'referral',
      'wallet',
      'account',
    ]);
  });

  const conditional: [MenuKey, Partial<MenuModuleFlags>, string][] = [
    ['sales', { manualSales: true }, '/member/sales'],
    ['kyc', { kyc: true }, '/member/kyc'],
    ['crm', { crm: true }, '/member/crm'],
    ['mailbox', { supportMessage: true }, '/member/mail'],
    ['stories', { stories: true }, '/member/story'],
    ['events', { events: true }, '/member/events'],
  ];

  it.each(conditional)('shows %s only when its flag is on', (key, flags, path) => {
    expect(keys(buildMenu(input()))).not.toContain(key);
    const shown = buildMenu(input({ flags })).find((i) => i.key === key);
    expect(shown).toMatchObject({ path, labelKey: `menu.${key}`, bottom: false });
  });

  it('shows orders when store is off and packages is on', () => {
    const orders = buildMenu(input({ flags: { store: false, package: true } })).find(
      (i) => i.key === 'orders',
    );
    expect(orders?.path).toBe('/member/order');
  });

  it('hides orders when the store is on, even with packages on', () => {
    expect(keys(buildMenu(input({ flags: { store: true, package: true } })))).not.toContain(
      'orders',
    );
  });

  it('hides orders when packages is off', () => {
    expect(keys(buildMenu(input({ flags: { store: false, package: false } })))).not.toContain(
      'orders',
    );
    expect(keys(buildMenu(input({ flags: { store: true, package: false } })))).not.toContain(
      'orders',
    );
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [null, false],
    [undefined, false],
  ])('shows network for role %s: %s', (roleId, shown) => {
    const menu = buildMenu({ ...input(), roleId });
    expect(keys(menu).includes('network')).toBe(shown);
    if (shown) expect(menu.find((i) => i.key === 'network')?.path).toBe('/member/network');
  });

  it('shows network for the Affiliate role whatever the flags', () => {
    expect(keys(buildMenu({ ...input(), modules: null, roleId: 3 }))).toContain('network');
  });

  it('hides every flag-driven item while module settings are unknown', () => {
    const menu = buildMenu({
      modules: null,
      roleId: 2,
      notifications: { loaded: false, total: 0 },
    });
    expect(keys(menu)).toEqual(alwaysShown);
  });

  describe('notifications badge', () => {
    const badgeOf = (notifications: MenuInput['notifications']) =>
      buildMenu(input({ notifications })).find((i) => i.key === 'notifications')?.badge;

    it('shows the total when it is above 0 and the data is loaded', () => {
      expect(badgeOf({ loaded: true, total: 4 })).toBe(4);
    });

    it('shows no badge when the total is 0', () => {
      expect(badgeOf({ loaded: true, total: 0 })).toBeUndefined();
    });

    it('shows no badge while the notification data is not loaded', () => {
      expect(badgeOf({ loaded: false, total: 4 })).toBeUndefined();
    });

    it('puts a badge on no other item when no mail is unread', () => {
      const menu = buildMenu(input({ notifications: { loaded: true, total: 9, mail: 0 } }));
      expect(menu.filter((i) => i.badge !== undefined).map((i) => i.key)).toEqual([
        'notifications',
      ]);
    });
  });

  describe('mailbox badge', () => {
    const mailBadge = (notifications: MenuInput['notifications']) =>
      buildMenu(input({ notifications, flags: { supportMessage: true } })).find(
        (i) => i.key === 'mailbox',
      )?.badge;

    it('counts the unread inbox mail once loaded', () => {
      expect(mailBadge({ loaded: true, total: 7, mail: 3 })).toBe(3);
      expect(mailBadge({ loaded: false, total: 7, mail: 3 })).toBeUndefined();
      expect(mailBadge({ loaded: true, total: 7, mail: 0 })).toBeUndefined();
    });

    it('keeps the unread mail when every notification is read (issue 31)', () => {
      expect(mailBadge({ loaded: true, total: 0, mail: 4 })).toBe(4);
    });
  });
});

describe('bottomBarItems', () => {
  const fake = (n: number, bottom: boolean): MenuItem => ({
    key: 'home',
    path: `/member/x${n}`,
    labelKey: 'menu.home',
    icon: 'house',
    bottom,
  });

  it('keeps only bottom items, in menu order', () => {
    const menu = buildMenu(input({ roleId: 3, flags: { kyc: true } }));
    expect(keys(bottomBarItems(menu))).toEqual(['home', 'referral', 'wallet', 'account']);
  });

  it('caps the bar at the first 6 bottom items', () => {
    const items = [
      fake(1, true),
      fake(2, false),
      ...[3, 4, 5, 6, 7, 8, 9].map((n) => fake(n, true)),
    ];
    expect(bottomBarItems(items).map((i) => i.path)).toEqual([
      '/member/x1',
      '/member/x3',
      '/member/x4',
      '/member/x5',
      '/member/x6',
      '/member/x7',
    ]);
  });
});

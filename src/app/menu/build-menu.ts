import type { ModuleFlags } from '@/api/modules';
import { roleIds } from '@contract/constants';

export type MenuKey =
  | 'home'
  | 'network'
  | 'referral'
  | 'wallet'
  | 'sales'
  | 'orders'
  | 'kyc'
  | 'crm'
  | 'mailbox'
  | 'notifications'
  | 'stories'
  | 'events'
  | 'learnings'
  | 'faqs'
  | 'support'
  | 'account';

/** Lucide icon names (kebab-case) the shell maps to components; strings keep this file pure. */
type MenuIconName =
  | 'house'
  | 'network'
  | 'megaphone'
  | 'wallet'
  | 'shopping-cart'
  | 'shopping-bag'
  | 'badge-check'
  | 'contact'
  | 'inbox'
  | 'bell'
  | 'newspaper'
  | 'calendar-days'
  | 'book-open'
  | 'circle-help'
  | 'life-buoy'
  | 'user-round';

export type MenuItem = {
  key: MenuKey;
  path: string;
  /** i18n key in the common namespace. */
  labelKey: `menu.${MenuKey}`;
  icon: MenuIconName;
  /** A bottom-bar item (small screens). */
  bottom: boolean;
  /** Unread count; present only when there is something to show. */
  badge?: number;
};

/** The module flags the menu reads (spec §2 "Navigation menu"); `package` is the spec's packages. */
export type MenuModuleFlags = Pick<
  ModuleFlags,
  'manualSales' | 'kyc' | 'crm' | 'store' | 'package' | 'supportMessage' | 'stories' | 'events'
>;

export type MenuInput = {
  /** null until module settings are known: conditional items stay hidden. */
  modules: MenuModuleFlags | null;
  roleId: number | null | undefined;
  /**
   * Unread counts: every notification kind for the bell (spec §3 Counts) and, apart from
   * them, the server's unread inbox mail for the mailbox (issue 31: reading notifications
   * never changes the mailbox badge).
   */
  notifications: { loaded: boolean; total: number; mail?: number };
};

/** Spec §9: the bottom bar shows at most 6 items. */
const maxBottomBarItems = 6;

type Entry = { key: MenuKey; path: string; icon: MenuIconName; bottom?: boolean; shown: boolean };

const item = ({ key, path, icon, bottom = false }: Entry): MenuItem => ({
  key,
  path,
  labelKey: `menu.${key}`,
  icon,
  bottom,
});

/** Spec §2 "Navigation menu": always-shown items plus the ones the flags and role allow. */
export function buildMenu({ modules, roleId, notifications }: MenuInput): MenuItem[] {
  const on = (flag: keyof MenuModuleFlags): boolean => modules?.[flag] === true;
  const entries: Entry[] = [
    { key: 'home', path: '/member/home', icon: 'house', bottom: true, shown: true },
    {
      key: 'network',
      path: '/member/network',
      icon: 'network',
      shown: roleId === roleIds.affiliate,
    },
    { key: 'referral', path: '/member/referral', icon: 'megaphone', bottom: true, shown: true },
    { key: 'wallet', path: '/member/wallet', icon: 'wallet', bottom: true, shown: true },
    { key: 'sales', path: '/member/sales', icon: 'shopping-cart', shown: on('manualSales') },
    {
      key: 'orders',
      path: '/member/order',
      icon: 'shopping-bag',
      shown: !on('store') && on('package'),
    },
    { key: 'kyc', path: '/member/kyc', icon: 'badge-check', shown: on('kyc') },
    { key: 'crm', path: '/member/crm', icon: 'contact', shown: on('crm') },
    { key: 'mailbox', path: '/member/mail', icon: 'inbox', shown: on('supportMessage') },
    { key: 'notifications', path: '/member/notifications', icon: 'bell', shown: true },
    { key: 'stories', path: '/member/story', icon: 'newspaper', shown: on('stories') },
    { key: 'events', path: '/member/events', icon: 'calendar-days', shown: on('events') },
    { key: 'learnings', path: '/member/learnings', icon: 'book-open', shown: true },
    { key: 'faqs', path: '/member/account/faqs', icon: 'circle-help', shown: true },
    { key: 'support', path: '/member/support', icon: 'life-buoy', shown: true },
    { key: 'account', path: '/member/account', icon: 'user-round', bottom: true, shown: true },
  ];
  const showBadge = notifications.loaded && notifications.total > 0;
  return entries
    .filter((e) => e.shown)
    .map((e) => {
      const menuItem = item(e);
      if (e.key === 'notifications' && showBadge) menuItem.badge = notifications.total;
      const unreadMail = notifications.mail ?? 0;
      if (e.key === 'mailbox' && notifications.loaded && unreadMail > 0)
        menuItem.badge = unreadMail;
      return menuItem;
    });
}

/** Spec §2: the bottom bar shows at most the first 6 bottom items, in menu order. */
export function bottomBarItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((i) => i.bottom).slice(0, maxBottomBarItems);
}

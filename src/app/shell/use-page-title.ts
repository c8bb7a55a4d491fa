import { useTranslation } from 'react-i18next';

/** The header title follows the first path segment under /member (the menu's own labels). */
const sectionKeys: Record<string, string> = {
  home: 'menu.home',
  referral: 'menu.referral',
  downlines: 'menu.network',
  'pv-history': 'menu.network',
  wallet: 'menu.wallet',
  network: 'menu.network',
  account: 'menu.account',
  kyc: 'menu.kyc',
  crm: 'menu.crm',
  mail: 'menu.mailbox',
  notifications: 'menu.notifications',
  story: 'menu.stories',
  events: 'menu.events',
  event: 'menu.events',
  support: 'menu.support',
  order: 'menu.orders',
  sales: 'menu.sales',
  learnings: 'menu.learnings',
  signup: 'menu.addMember',
};

export function usePageTitle(pathname: string): string {
  const { t } = useTranslation('common');
  const section = pathname.split('/')[2] ?? 'home';
  if (pathname.startsWith('/member/account/faqs')) return t('menu.faqs');
  return t(sectionKeys[section] ?? 'menu.home');
}

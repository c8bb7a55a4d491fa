import { useTranslation } from 'react-i18next';
import { extraRedirects, memberAreas } from '@/components/member-pages/member-routes';
import { useModuleState } from '../session/use-session';
import { composeTitle, notFoundTitleKey, useDocumentTitle } from './document-title';

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

/**
 * What each member page is called inside its section (common keys; the same words as its
 * tab or heading). A route missing here is named by its section alone (KYC, Learnings …).
 */
const pageKeys: Record<string, string> = {
  'home/dashboard': 'homeNav.dashboard',
  'home/binary': 'homeNav.binary',
  'home/package': 'homeNav.package',
  'home/rank': 'homeNav.rank',
  'home/performance': 'homeNav.performance',
  'referral/summary': 'pageTitle.referralSummary',
  'referral/joinings': 'pageTitle.joinings',
  'referral/recruiter': 'pageTitle.recruiter',
  'referral/earner': 'pageTitle.earner',
  downlines: 'reports.downlines.title',
  'pv-history': 'reports.pvHistory.title',
  'wallet/statement': 'pageTitle.statement',
  'wallet/earning': 'pageTitle.earning',
  'wallet/payout': 'pageTitle.payout',
  'wallet/request-payout': 'pageTitle.requestPayout',
  'wallet/transactions': 'pageTitle.transactions',
  'wallet/recent-earnings': 'pageTitle.recentEarnings',
  'wallet/recent-payouts': 'pageTitle.recentPayouts',
  'network/genealogy': 'networkTables.nav.genealogy',
  'network/tabular': 'networkTables.tabular.title',
  'network/downline': 'networkTables.downline.title',
  'account/basic': 'pageTitle.basic',
  'account/email': 'pageTitle.email',
  'account/email/otp': 'pageTitle.emailCode',
  'account/phone': 'pageTitle.phone',
  'account/phone/otp': 'pageTitle.phoneCode',
  'account/bank': 'pageTitle.bank',
  'account/password': 'pageTitle.password',
  'account/wallet-password': 'pageTitle.walletPassword',
  'account/payout': 'pageTitle.payoutMethod',
  'account/language': 'pageTitle.language',
  'account/currency': 'pageTitle.currency',
  'account/date-format': 'pageTitle.dateFormat',
  'account/notification/push': 'pageTitle.pushNotifications',
  'account/notification/email': 'pageTitle.emailNotifications',
  'account/intro-video': 'pageTitle.introVideo',
  'account/more': 'pageTitle.more',
  'crm/dashboard': 'homeNav.dashboard',
  'crm/analytics': 'pageTitle.analytics',
  'mail/inbox': 'pageTitle.inbox',
  'mail/sent': 'pageTitle.sent',
  'mail/compose': 'pageTitle.compose',
  'mail/broadcast': 'pageTitle.broadcast',
  'mail/conversation/:id': 'pageTitle.conversation',
  'mail/sent-item/:id': 'pageTitle.sentItem',
  'story/article': 'pageTitle.articles',
  'story/video': 'pageTitle.videos',
  'story/article/:id': 'pageTitle.article',
  'story/video/:id': 'pageTitle.video',
  'event/:id': 'pageTitle.event',
  'support/new': 'pageTitle.newTicket',
  'support/:id': 'pageTitle.ticket',
  'order/:id': 'pageTitle.order',
  'signup/otp': 'pageTitle.confirmCode',
  'sales/new-sale': 'pageTitle.newSale',
  'sales/history': 'pageTitle.salesHistory',
};

/** Every path the member router answers, as patterns ('story/article/:id'). */
const routePatterns: readonly string[] = [
  ...memberAreas.flatMap((a) => [
    a.path,
    ...(a.pages ?? []).map((p) => `${a.path}/${p}`),
    ...(a.details ?? []).map((d) => `${a.path}/${d}`),
  ]),
  ...Object.keys(extraRedirects),
];

function routeOf(rest: string): string | undefined {
  if (routePatterns.includes(rest)) return rest;
  const parts = rest.split('/');
  return routePatterns.find((p) => {
    const pattern = p.split('/');
    return (
      pattern.length === parts.length &&
      pattern.every((s, i) => s === parts[i] || (s.startsWith(':') && parts[i] !== ''))
    );
  });
}

export type MemberTitleKeys = { section: string | null; page: string | null };

/**
 * The keys naming a /member path: its section (the menu label the header shows) and the
 * page inside it. The FAQs have the menu's own item; an unknown path is "Page not found".
 */
export function memberTitleKeys(pathname: string): MemberTitleKeys {
  const rest = pathname.replace(/^\/member\/?/, '').replace(/\/+$/, '');
  if (rest === '') return { section: 'menu.home', page: null };
  if (rest === 'account/faqs') return { section: 'menu.faqs', page: null };
  const route = routeOf(rest);
  const section = sectionKeys[rest.split('/')[0] ?? ''];
  if (!route || !section) return { section: null, page: notFoundTitleKey };
  return { section, page: pageKeys[route] ?? null };
}

/** The header title: the section of the page, as the menu names it. */
export function usePageTitle(pathname: string): string {
  const { t } = useTranslation('common');
  const section = pathname.split('/')[2] ?? 'home';
  if (pathname.startsWith('/member/account/faqs')) return t('menu.faqs');
  return t(sectionKeys[section] ?? 'menu.home');
}

/** The browser tab's title on a member page: section · page – company. */
export function useMemberDocumentTitle(pathname: string) {
  const { t } = useTranslation('common');
  const company = useModuleState().modules?.company.name;
  const { section, page } = memberTitleKeys(pathname);
  const names = [section, page].flatMap((k) => (k ? [t(k)] : []));
  useDocumentTitle(composeTitle(names, company));
}

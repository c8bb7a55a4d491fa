/**
 * The member area of spec §2 as data: each area's base path, its sub-pages and the default
 * child it redirects to. member-area.tsx turns it into routes; areas not built yet render
 * a screen that says so.
 */
export type MemberAreaDef = {
  path: string;
  /** i18n key (common namespace) naming the area on its screens. */
  labelKey: string;
  pages?: readonly string[];
  defaultPage?: string;
  /** Detail pages under the same base path (story/article/:id …). */
  details?: readonly string[];
};

const memberAreaTable = [
  {
    path: 'home',
    labelKey: 'menu.home',
    pages: ['dashboard', 'binary', 'package', 'rank', 'performance'],
    defaultPage: 'dashboard',
  },
  {
    path: 'referral',
    labelKey: 'menu.referral',
    pages: ['joinings', 'summary', 'recruiter', 'earner'],
    defaultPage: 'summary',
  },
  { path: 'downlines', labelKey: 'menu.network' },
  { path: 'pv-history', labelKey: 'menu.network' },
  {
    path: 'wallet',
    labelKey: 'menu.wallet',
    pages: [
      'statement',
      'earning',
      'payout',
      'request-payout',
      'transactions',
      'recent-earnings',
      'recent-payouts',
    ],
    defaultPage: 'statement',
  },
  {
    path: 'network',
    labelKey: 'menu.network',
    pages: ['genealogy', 'tabular', 'downline'],
    defaultPage: 'genealogy',
  },
  {
    path: 'account',
    labelKey: 'menu.account',
    pages: [
      'basic',
      'email',
      'email/otp',
      'phone',
      'phone/otp',
      'bank',
      'password',
      'wallet-password',
      'payout',
      'language',
      'currency',
      'date-format',
      'notification/push',
      'notification/email',
      'intro-video',
      'faqs',
      'more',
    ],
  },
  { path: 'kyc', labelKey: 'menu.kyc' },
  {
    path: 'crm',
    labelKey: 'menu.crm',
    pages: ['dashboard', 'analytics'],
    defaultPage: 'dashboard',
  },
  {
    path: 'mail',
    labelKey: 'menu.mailbox',
    pages: ['inbox', 'sent', 'sent-item', 'compose', 'broadcast', 'conversation'],
    defaultPage: 'inbox',
    details: ['sent-item/:id', 'conversation/:id'],
  },
  { path: 'notifications', labelKey: 'menu.notifications' },
  {
    path: 'story',
    labelKey: 'menu.stories',
    pages: ['article', 'video'],
    defaultPage: 'article',
    details: ['article/:id', 'video/:id'],
  },
  { path: 'events', labelKey: 'menu.events' },
  { path: 'event', labelKey: 'menu.events', details: [':id'] },
  { path: 'support', labelKey: 'menu.support', details: ['new', ':id'] },
  { path: 'order', labelKey: 'menu.orders', details: [':id'] },
  { path: 'signup', labelKey: 'menu.addMember', pages: ['otp'] },
  {
    path: 'sales',
    labelKey: 'menu.sales',
    pages: ['new-sale', 'history'],
    defaultPage: 'new-sale',
  },
  { path: 'learnings', labelKey: 'menu.learnings' },
] as const satisfies readonly MemberAreaDef[];

export const memberAreas: readonly MemberAreaDef[] = memberAreaTable;

type Area = (typeof memberAreaTable)[number];
type BaseOf<A> = A extends { path: infer P extends string } ? P : never;
type PagesOf<A> = A extends {
  path: infer P extends string;
  pages: readonly (infer S extends string)[];
}
  ? `${P}/${S}`
  : never;
type DetailsOf<A> = A extends {
  path: infer P extends string;
  details: readonly (infer S extends string)[];
}
  ? `${P}/${S}`
  : never;

/**
 * Every path under /member that spec §2 declares: an area's base path, its sub-pages and its
 * detail pages. A feature's page map is keyed by these, so a misspelt key is a type error
 * instead of a route that silently shows "not built yet".
 */
export type MemberPagePath = BaseOf<Area> | PagesOf<Area> | DetailsOf<Area>;

type PagesIn<P> = Extract<Area, { path: P }> extends { pages: infer S } ? S : never;

/** The sub-pages of an area in the order of the table (and of its tabs). */
export const areaPages = <P extends Area['path']>(path: P): PagesIn<P> =>
  (memberAreas.find((a) => a.path === path)?.pages ?? []) as PagesIn<P>;

/** Spec §2 default child redirects that are not an area's own default page. */
export const extraRedirects: Readonly<Record<string, string>> = {
  'account/notification': 'account/notification/email',
};

import { modulesWire } from '../../contract/modules';
import type { Queryable } from '../db/connection';
import { periodStart } from '../shared/periods';
import { formatDay } from '../shared/date-range';
import {
  listContent,
  type ContentKind,
  listUpcomingEvents,
  type CompanyEvent,
  type ContentItem,
} from '../content';
import {
  listUnreadMessages,
  listUnreadOrders,
  listUnreadPayouts,
  type MessageNotice,
  type OrderNotice,
  type PayoutNotice,
} from './home-notification-repo';
import {
  earningsByType,
  findPackage,
  getHomeMember,
  listActivePackages,
  volumeBetween,
  type HomeMember,
} from './home-repo';
import type { CatalogPackage } from './home';
import { getCompany, getSetting } from '../company';
import { notFound } from '../shared/app-error';

const promotedCount = 5;
const noticeCount = 20;

export async function requireHomeMember(db: Queryable, memberId: number): Promise<HomeMember> {
  const member = await getHomeMember(db, memberId);
  if (!member) throw notFound('Member not found.');
  return member;
}

/** Content in the member's language; a language the company has not written for falls back. */
export async function contentFor(
  db: Queryable,
  kind: ContentKind,
  language: string,
  limit: number,
): Promise<ContentItem[]> {
  const items = await listContent(db, kind, language, limit);
  if (items.length > 0) return items;
  const fallback = (await getSetting<string>(db, 'default_language')) ?? 'en';
  return fallback === language ? items : listContent(db, kind, fallback, limit);
}

export type Promotions = { events: CompanyEvent[]; articles: ContentItem[] };

/** Upcoming events and the latest articles, in the language the call is answered in. */
export async function getPromotions(
  db: Queryable,
  memberId: number,
  language: string,
  now = new Date(),
): Promise<Promotions & { pv: number; tv: number }> {
  const member = await requireHomeMember(db, memberId);
  const [events, articles] = await Promise.all([
    listUpcomingEvents(db, language, now, promotedCount),
    contentFor(db, 'article', language, promotedCount),
  ]);
  return { events, articles, pv: member.pv, tv: member.tv };
}

export async function getHomeBinary(db: Queryable, memberId: number) {
  const [member, earned] = await Promise.all([
    requireHomeMember(db, memberId),
    earningsByType(db, memberId),
  ]);
  return { member, totalBonusMinor: earned.binary_bonus ?? 0 };
}

type PackageModules = { upgrade: boolean; autoship: boolean };

/** The module flags the package page reads, from the stored 'modules' setting. */
async function loadPackageModules(db: Queryable): Promise<PackageModules> {
  const { upgrade, autoship } = modulesWire.parse(await getSetting<unknown>(db, 'modules'));
  return { upgrade, autoship };
}

export type PackageData = {
  status: 'active' | 'expired' | 'none';
  earned: { directMinor: number; roiMinor: number; unilevelMinor: number };
  current: CatalogPackage | null;
  currentExpiry: Date | null;
  next: CatalogPackage | null;
  upgrade: boolean;
  autoship: boolean;
  packages: CatalogPackage[];
};

/** The member's package against the catalogue; an upgrade goes to the next package up. */
export async function getPackageData(
  db: Queryable,
  memberId: number,
  language: string,
  now = new Date(),
): Promise<PackageData> {
  const [member, packages, earned, modules] = await Promise.all([
    requireHomeMember(db, memberId),
    listActivePackages(db, language),
    earningsByType(db, memberId),
    loadPackageModules(db),
  ]);
  const current =
    member.packageId === null
      ? null
      : (packages.find((p) => p.id === member.packageId) ??
        (await findPackage(db, language, member.packageId)));
  const next = current ? (packages.find((p) => p.sortOrder > current.sortOrder) ?? null) : null;
  const expired = member.packageExpiresAt !== null && member.packageExpiresAt <= now;
  return {
    status: current === null ? 'none' : expired ? 'expired' : 'active',
    earned: {
      directMinor: earned.direct_bonus ?? 0,
      roiMinor: earned.roi_bonus ?? 0,
      unilevelMinor: earned.level_commission ?? 0,
    },
    current,
    currentExpiry: current ? member.packageExpiresAt : null,
    next,
    upgrade: modules.upgrade && next !== null,
    autoship: modules.autoship,
    packages,
  };
}

/**
 * The rank period is the calendar month (UTC) that holds `now`: the window in which the
 * home pages count sales. Days are yyyy-MM-dd, both included.
 */
export function rankPeriod(now: Date) {
  const from = periodStart(now, 'monthly');
  const to = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
  return {
    kind: 'monthly' as const,
    from,
    to,
    startDay: formatDay(from),
    endDay: formatDay(new Date(to.getTime() - 86_400_000)),
  };
}

export async function getPerformance(db: Queryable, memberId: number, now = new Date()) {
  const member = await requireHomeMember(db, memberId);
  const period = rankPeriod(now);
  const volume = await volumeBetween(db, memberId, period.from, period.to);
  return { member, period, personalSales: volume.pv, teamSales: volume.tv };
}

export type Performance = Awaited<ReturnType<typeof getPerformance>>;

export type Notifications = {
  orders: OrderNotice[];
  payouts: PayoutNotice[];
  messages: (MessageNotice & {
    from: { firstName: string; lastName: string | null; avatar: string | null };
  })[];
};

export async function getNotifications(db: Queryable, memberId: number): Promise<Notifications> {
  const [orders, payouts, messages, company] = await Promise.all([
    listUnreadOrders(db, memberId, noticeCount),
    listUnreadPayouts(db, memberId, noticeCount),
    listUnreadMessages(db, memberId, noticeCount),
    getCompany(db),
  ]);
  // What the company writes (support replies, notices) is signed with the company's name.
  const companySender = {
    firstName: company?.name ?? 'Support',
    lastName: null,
    avatar: company?.logoSmall ?? null,
  };
  return {
    orders,
    payouts,
    messages: messages.map((m) => ({ ...m, from: m.sender ?? companySender })),
  };
}

import type { PairingInput, PairingResult, TrailDraft } from '../engine';
import type { RankStats } from '../ranks';
import type { TrailSource } from '../../contract/earning-trail';

/**
 * Shapes shared by the seed generator's modules. The plan is everything computed in memory
 * before the one write; at a million members it must stay lean, so members carry no strings
 * that can be derived at write time (path, email, mobile).
 */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export const FOUNDER = 1;
export const DEMO = 2;
export const BLOCKED = 3;

/** Earnings, binary history and the like are generated for this many trailing days. */
export const WINDOW_DAYS = 90;

export type Leg = 'L' | 'R';

export type GenMember = {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  /** Index into `locales` (names.ts): phone code and country. */
  locale: number;
  status: 0 | 1;
  sponsorId: number | null;
  parentId: number | null;
  position: Leg | null;
  defaultLeg: Leg;
  depth: number;
  joinedAt: number;
  packageId: number | null;
  /** First package order: the member has been licensed since then. */
  licensedAt: number | null;
  purchasedAt: number | null;
  expiresAt: number | null;
  /** Last order of any kind + settings.volume.active_days. */
  activeUntil: number | null;
  rankId: number | null;
  rankAt: number | null;
  language: string;
  currency: string;
  pv: number;
  tv: number;
  leftPoints: number;
  rightPoints: number;
  leftCount: number;
  rightCount: number;
  downline: number;
  left: number;
  right: number;
  /** In the bonus sample (members.ts DETAILED_MEMBERS): founder, demo, blocked always. */
  detailed: boolean;
};

export type OrderKind = 'joining' | 'upgrade' | 'renewal' | 'repurchase';

export type Order = {
  id: number;
  memberId: number;
  kind: OrderKind;
  /** Null for a product that is not a package (repurchase). */
  packageId: number | null;
  sku: string;
  name: string;
  priceMinor: number;
  bv: number;
  expiryDays: number | null;
  at: number;
  paymentMethod: string;
  billingId: number | null;
  shippingId: number | null;
};

export type Address = {
  id: number;
  memberId: number;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  postcode: string;
  countryId: number;
  zoneId: number;
};

/** Volume records as typed columns: at scale they are the largest thing in memory. */
export type VolumeColumns = {
  memberId: Int32Array;
  /** 0 = none (a purchase record); else the buyer of a team record. */
  fromMemberId: Int32Array;
  team: Uint8Array;
  amount: Float64Array;
  totalPv: Float64Array;
  totalTv: Float64Array;
  at: Float64Array;
  orderId: Int32Array;
};

export type BinaryRow = {
  /**
   * On a pairing row: what pairBinary was given and gave, and the orders behind the paired
   * volume (the trail of its bonus).
   */
  pairing?: { input: PairingInput; result: PairingResult; sources: TrailSource[] };
  memberId: number;
  fromMemberId: number | null;
  orderId: number | null;
  leg: Leg | null;
  pvAdded: number;
  deductedLeft: number;
  deductedRight: number;
  totalLeft: number;
  totalRight: number;
  carryLeft: number;
  carryRight: number;
  generatedMinor: number;
  toPayMinor: number;
  periodKey: string;
  at: number;
};

export type RankHistoryRow = {
  memberId: number;
  rankId: number;
  bonusMinor: number;
  at: number;
  /** The criteria figures the rank was decided on (the member's, at evaluation). */
  stats: RankStats;
};

export type Earning = {
  /** Set once earnings are in ledger order. */
  id: number;
  memberId: number;
  fromMemberId: number | null;
  type: string;
  /** What made it, from the engine's trail builders; settled with the split and txn at write. */
  trail: TrailDraft;
  amount: number;
  tax: number;
  serviceCharge: number;
  level: number | null;
  rankId: number | null;
  at: number;
  txnId: number;
};

export type PayoutStatus = 'pending' | 'paid' | 'rejected';

export type Payout = {
  id: number;
  memberId: number;
  amount: number;
  fee: number;
  paymentMethod: string;
  status: PayoutStatus;
  createdAt: number;
  updatedAt: number;
  txnId: number;
};

export type LedgerTxn = {
  id: number;
  at: number;
  group: string;
  type: 'credit' | 'debit';
  key: string;
  memberId: number | null;
  fromMemberId: number | null;
  level: number | null;
  rankId: number | null;
  memo: string | null;
  entries: { account: string; memberId: number | null; amountMinor: number }[];
};

export type ContentItem = {
  kind: ContentKind;
  language: 'en' | 'es';
  title: string;
  description: string;
  content: string | null;
  url: string | null;
  imagePreview: string | null;
  daysAgo: number;
  /** Learnings: the language-independent key progress is stored by, its course and form. */
  slug: string | null;
  courseKey: string | null;
  format: 'article' | 'video' | 'pdf' | null;
};
export type EventItem = {
  title: string;
  venue: string;
  about: string;
  /** The Spanish texts (decision 045); the base ones are English, the company's default. */
  es: { title: string; venue: string; about: string };
  tag: string;
  /** Negative: in the future. */
  startDaysAgo: number;
  hours: number;
};

export type ContentKind = 'article' | 'video' | 'learning' | 'faq' | 'notice' | 'link';

import type { ModuleFlags } from '@/api/modules';
import type { MemberPagePath } from '@/components/member-pages/member-routes';

/** The facts the index shows beside an entry; undefined while they load. */
export type AccountFacts = {
  fullName: string;
  email: string;
  languageName: string | undefined;
  currencyLabel: string | undefined;
  dateExample: string;
  walletPasswordSet: boolean | undefined;
  /** The statuses of the member's KYC documents; undefined while they load. */
  kycStatuses: readonly ('pending' | 'approved' | 'rejected')[] | undefined;
};

/** Translated words: a key, with the count its plural form takes. */
export type I18nText = { i18nKey: string; count?: number };

type KycStatus = NonNullable<AccountFacts['kycStatuses']>[number];

// What needs the member first: a rejection to replace, then a review under way.
const kycOrder: readonly KycStatus[] = ['rejected', 'pending', 'approved'];
const kycAlone: Record<KycStatus, string> = {
  rejected: 'index.kycRejected',
  pending: 'index.kycPending',
  approved: 'index.kycApproved',
};

/**
 * The KYC entry's line, true to every document: one status when all documents share it,
 * else a count of each, a rejection first ("1 rejected, 1 under review, 1 approved"). One
 * approved document no longer hides a rejected one (issue 31 point 12).
 */
export function kycSummary(statuses: AccountFacts['kycStatuses']): I18nText[] | undefined {
  if (statuses === undefined) return undefined;
  if (statuses.length === 0) return [{ i18nKey: 'index.kycNone' }];
  const present = kycOrder
    .map((status) => ({ status, count: statuses.filter((s) => s === status).length }))
    .filter((p) => p.count > 0);
  if (present.length === 1) return [{ i18nKey: kycAlone[present[0]!.status] }];
  return present.map((p) => ({ i18nKey: `index.kycCount.${p.status}`, count: p.count }));
}

export type AccountEntryKey =
  | 'basic'
  | 'email'
  | 'phone'
  | 'password'
  | 'walletPassword'
  | 'bank'
  | 'payout'
  | 'kyc'
  | 'language'
  | 'currency'
  | 'dateFormat'
  | 'notification'
  | 'introVideo'
  | 'faqs'
  | 'more';

export type AccountEntry = {
  key: AccountEntryKey;
  /** Where the entry leads, under /member. */
  path: MemberPagePath;
  /** The current value, when it helps to see it before opening the page. */
  value?: string | I18nText | I18nText[] | undefined;
};

export type AccountSection = {
  key: 'profile' | 'security' | 'payouts' | 'preferences' | 'help';
  entries: AccountEntry[];
};

type Flags = Pick<ModuleFlags, 'kyc' | 'introVideo' | 'language' | 'currency' | 'payoutRequest'>;

/**
 * Spec §2 Account: every sub-page, grouped by what a member comes to do, each with its current
 * value where that saves a click. Entries whose module is off are left out, as the menu does.
 */
export function accountSections(flags: Flags | null, facts: AccountFacts): AccountSection[] {
  const on = (flag: keyof Flags) => flags?.[flag] ?? false;
  const walletPassword =
    facts.walletPasswordSet === undefined
      ? undefined
      : { i18nKey: facts.walletPasswordSet ? 'index.isSet' : 'index.notSet' };
  const sections: AccountSection[] = [
    {
      key: 'profile',
      entries: [
        { key: 'basic', path: 'account/basic', value: facts.fullName },
        { key: 'email', path: 'account/email', value: facts.email },
        { key: 'phone', path: 'account/phone' },
      ],
    },
    {
      key: 'security',
      entries: [
        { key: 'password', path: 'account/password' },
        { key: 'walletPassword', path: 'account/wallet-password', value: walletPassword },
      ],
    },
    {
      key: 'payouts',
      entries: [
        { key: 'bank', path: 'account/bank' },
        ...(on('payoutRequest') ? [{ key: 'payout', path: 'account/payout' } as const] : []),
        ...(on('kyc')
          ? [
              {
                key: 'kyc',
                path: 'kyc',
                value: kycSummary(facts.kycStatuses),
              } as const,
            ]
          : []),
      ],
    },
    {
      key: 'preferences',
      entries: [
        ...(on('language')
          ? [{ key: 'language', path: 'account/language', value: facts.languageName } as const]
          : []),
        ...(on('currency')
          ? [{ key: 'currency', path: 'account/currency', value: facts.currencyLabel } as const]
          : []),
        { key: 'dateFormat', path: 'account/date-format', value: facts.dateExample },
        { key: 'notification', path: 'account/notification/email' },
      ],
    },
    {
      key: 'help',
      entries: [
        ...(on('introVideo') ? [{ key: 'introVideo', path: 'account/intro-video' } as const] : []),
        { key: 'faqs', path: 'account/faqs' },
        { key: 'more', path: 'account/more' },
      ],
    },
  ];
  return sections.filter((s) => s.entries.length > 0);
}

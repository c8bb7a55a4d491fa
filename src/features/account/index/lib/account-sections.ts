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

/**
 * One line for the KYC entry: approved wins (the company has what it needs), then a document
 * under review, then a rejection to act on, else nothing sent yet.
 */
export function kycSummaryKey(statuses: AccountFacts['kycStatuses']): string | undefined {
  if (statuses === undefined) return undefined;
  if (statuses.includes('approved')) return 'index.kycApproved';
  if (statuses.includes('pending')) return 'index.kycPending';
  if (statuses.includes('rejected')) return 'index.kycRejected';
  return 'index.kycNone';
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
  value?: string | { i18nKey: string } | undefined;
};

export type AccountSection = {
  key: 'profile' | 'security' | 'payouts' | 'preferences' | 'help';
  entries: AccountEntry[];
};

type Flags = Pick<ModuleFlags, 'kyc' | 'introVideo' | 'language' | 'currency' | 'payoutRequest'>;

const kycValue = (statuses: AccountFacts['kycStatuses']) => {
  const key = kycSummaryKey(statuses);
  return key ? { i18nKey: key } : undefined;
};

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
                value: kycValue(facts.kycStatuses),
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

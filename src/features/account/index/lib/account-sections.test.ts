import { describe, expect, it } from 'vitest';
import { accountSections, kycSummary, type AccountFacts } from './account-sections';

const facts: AccountFacts = {
  fullName: 'Dana Demo',
  email: 'demo@example.com',
  languageName: 'English',
  currencyLabel: 'USD ($)',
  dateExample: 'Nov 24, 2026',
  walletPasswordSet: false,
  kycStatuses: [],
};
const allOn = { kyc: true, introVideo: true, language: true, currency: true, payoutRequest: true };
const paths = (s: ReturnType<typeof accountSections>) =>
  s.flatMap((x) => x.entries.map((e) => e.path));

describe('accountSections', () => {
  it('lists every account page of spec §2 once when every module is on', () => {
    const all = paths(accountSections(allOn, facts));
    expect(all).toEqual([
      'account/basic',
      'account/email',
      'account/phone',
      'account/password',
      'account/wallet-password',
      'account/bank',
      'account/payout',
      'kyc',
      'account/language',
      'account/currency',
      'account/date-format',
      'account/notification/email',
      'account/intro-video',
      'account/faqs',
      'account/more',
    ]);
  });

  it('leaves out the entries whose module is off', () => {
    const all = paths(
      accountSections(
        { kyc: false, introVideo: false, language: false, currency: false, payoutRequest: false },
        facts,
      ),
    );
    for (const gone of [
      'kyc',
      'account/intro-video',
      'account/language',
      'account/currency',
      'account/payout',
    ])
      expect(all).not.toContain(gone);
    expect(all).toContain('account/password');
  });

  it('shows nothing conditional before the settings arrive', () => {
    expect(paths(accountSections(null, facts))).not.toContain('kyc');
  });

  it('says whether a wallet password is set, and nothing while that is unknown', () => {
    const entry = (set: boolean | undefined) =>
      accountSections(allOn, { ...facts, walletPasswordSet: set })
        .flatMap((s) => s.entries)
        .find((e) => e.key === 'walletPassword')?.value;
    expect(entry(true)).toEqual({ i18nKey: 'index.isSet' });
    expect(entry(false)).toEqual({ i18nKey: 'index.notSet' });
    expect(entry(undefined)).toBeUndefined();
  });

  it('shows the current language, currency and a date in the chosen format', () => {
    const values = Object.fromEntries(
      accountSections(allOn, facts)
        .flatMap((s) => s.entries)
        .map((e) => [e.key, e.value]),
    );
    expect(values.language).toBe('English');
    expect(values.currency).toBe('USD ($)');
    expect(values.dateFormat).toBe('Nov 24, 2026');
    expect(values.basic).toBe('Dana Demo');
  });
});

describe('kycSummary', () => {
  it('never says approved while another document is rejected or under review', () => {
    expect(kycSummary(['approved', 'pending', 'rejected'])).toEqual([
      { i18nKey: 'index.kycCount.rejected', count: 1 },
      { i18nKey: 'index.kycCount.pending', count: 1 },
      { i18nKey: 'index.kycCount.approved', count: 1 },
    ]);
    expect(kycSummary(['approved', 'approved', 'pending'])).toEqual([
      { i18nKey: 'index.kycCount.pending', count: 1 },
      { i18nKey: 'index.kycCount.approved', count: 2 },
    ]);
  });

  it('says one status when every document shares it, and none when nothing was sent', () => {
    expect(kycSummary(['approved', 'approved'])).toEqual([{ i18nKey: 'index.kycApproved' }]);
    expect(kycSummary(['pending'])).toEqual([{ i18nKey: 'index.kycPending' }]);
    expect(kycSummary(['rejected'])).toEqual([{ i18nKey: 'index.kycRejected' }]);
    expect(kycSummary([])).toEqual([{ i18nKey: 'index.kycNone' }]);
    expect(kycSummary(undefined)).toBeUndefined();
  });
});

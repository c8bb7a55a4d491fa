import { queryOptions } from '@tanstack/react-query';
import {
  getBank,
  getFaqs,
  getNotificationSettings,
  getPayoutMethod,
  getProfile,
  getSessions,
  getWalletPasswordState,
} from '@/api/account';
import { getResetFields } from '@/api/auth';
import { notificationSettingsKey } from '@/api/query-keys';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  bank: () => [...accountKeys.all, 'bank'] as const,
  payoutMethod: () => [...accountKeys.all, 'payout-method'] as const,
  walletPassword: () => [...accountKeys.all, 'wallet-password'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
  notifications: notificationSettingsKey,
  faqs: (search: string) => [...accountKeys.all, 'faqs', search] as const,
  passwordRules: () => [...accountKeys.all, 'password-rules'] as const,
};

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });
export const bankQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.bank(), queryFn: ({ signal }) => getBank(signal) });
export const payoutMethodQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.payoutMethod(),
    queryFn: ({ signal }) => getPayoutMethod(signal),
  });
export const walletPasswordQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.walletPassword(),
    queryFn: ({ signal }) => getWalletPasswordState(signal),
  });
export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });
export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.notifications(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });
export const faqsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: accountKeys.faqs(search),
    queryFn: ({ signal }) => getFaqs(search, signal),
    placeholderData: (previous) => previous,
  });
/** The signup policy a new password must meet (the reset screen's rules). */
export const passwordRulesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.passwordRules(),
    queryFn: () => getResetFields(),
    staleTime: Infinity,
    select: (f) => f.passwordPolicy,
  });

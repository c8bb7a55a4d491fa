import type { ComponentType } from 'react';
import { lazyWithTranslations } from '@/components/member-pages/lazy-page';
import type { MemberPageProps, MemberPages } from '@/components/member-pages/member-pages';

// The namespaces these screens use, loaded with their code.
const lazy = lazyWithTranslations(['account']);

// Every account screen is its own lazy chunk: the settings index loads first, a page when opened.
const page = <K extends string>(
  load: () => Promise<Record<K, ComponentType<MemberPageProps>>>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));

const contact = () => import('./contact-pages');
const bank = () => import('./bank-pages');
const passwords = () => import('./password-pages');
const preferences = () => import('./preference-pages');
const notifications = () => import('./notification-pages');
const help = () => import('./help-pages');

/** /member/account/* (spec §2 Account); account/notification redirects to its email tab. */
export const accountPages: MemberPages = {
  account: page(() => import('./index/account-index-page'), 'AccountIndexPage'),
  'account/basic': page(() => import('./basic-page'), 'BasicPage'),
  'account/email': page(contact, 'EmailPage'),
  'account/email/otp': page(contact, 'EmailOtpPage'),
  'account/phone': page(contact, 'PhonePage'),
  'account/phone/otp': page(contact, 'PhoneOtpPage'),
  'account/bank': page(bank, 'BankPage'),
  'account/payout': page(() => import('./payout-method-page'), 'PayoutMethodPage'),
  'account/password': page(passwords, 'PasswordPage'),
  'account/wallet-password': page(passwords, 'WalletPasswordPage'),
  'account/language': page(preferences, 'LanguagePage'),
  'account/currency': page(preferences, 'CurrencyPage'),
  'account/date-format': page(preferences, 'DateFormatPage'),
  'account/notification/email': page(notifications, 'EmailNotificationsPage'),
  'account/notification/push': page(notifications, 'PushNotificationsPage'),
  'account/intro-video': page(help, 'IntroVideoPage'),
  'account/faqs': page(help, 'FaqsPage'),
  'account/more': page(() => import('./more-page'), 'MorePage'),
};

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleState } from '../session/use-session';

/** Spec §2 public and authentication routes: the i18n key (common) naming each in the tab. */
const publicTitleKeys: Readonly<Record<string, string>> = {
  '/login': 'pageTitle.login',
  '/login/continue': 'pageTitle.login',
  '/login/otp': 'pageTitle.loginOtp',
  '/password/forgot': 'pageTitle.forgot',
  '/password/forgot/otp': 'pageTitle.forgotOtp',
  '/password/reset': 'pageTitle.reset',
  '/password/reset/success': 'pageTitle.resetSuccess',
  '/signup': 'pageTitle.signup',
  '/signup/otp': 'pageTitle.signupOtp',
  '/signup/success': 'pageTitle.signupSuccess',
  '/signup/stripe/cancel': 'pageTitle.paymentCancelled',
  '/request-demo': 'pageTitle.requestDemo',
  '/request-demo/success': 'pageTitle.requestDemoSuccess',
  '/account-blocked': 'pageTitle.accountBlocked',
  '/demo-blocked': 'pageTitle.demoBlocked',
};

export const notFoundTitleKey = 'pageNotFound.title';

/** The key naming a public page in the browser tab; any other path is "Page not found". */
export function publicTitleKey(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (/^\/signup\/stripe\/success\/[^/]+$/.test(path)) return 'pageTitle.payment';
  return publicTitleKeys[path] ?? notFoundTitleKey;
}

/**
 * The browser tab's title (WCAG 2.4.2): the page's names from the widest to the narrowest,
 * then the company, e.g. "Wallet · Statement – Nimbus Wellness". A name repeating the one
 * before it is left out; so is the company until the settings arrive.
 */
export function composeTitle(names: readonly string[], company: string | null | undefined) {
  const parts = names.filter((n, i) => n !== '' && n !== names[i - 1]);
  const page = parts.join(' · ');
  return company ? `${page} – ${company}` : page;
}

/** Keeps document.title on `title` while the calling screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/**
 * The tab title of the public pages (sign-in, signup, password, demo, blocked screens). The
 * path comes from the caller: the sign-in screen renders without the router (decision 026).
 */
export function usePublicDocumentTitle(pathname: string) {
  const { t } = useTranslation('common');
  const company = useModuleState().modules?.company.name;
  useDocumentTitle(composeTitle([t(publicTitleKey(pathname))], company));
}

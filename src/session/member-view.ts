import type { MemberView } from '@/api/desk-members';
import { memberViewKey, storageKeys } from './storage';

/** What the banner of a view tab says: whose back office, opened by whom, until when. */
export type MemberViewInfo = { memberName: string; operatorUsername: string; expiresAt: string };

/** The view this tab shows, or null in an ordinary tab (decision 041). */
export function getMemberView(): MemberViewInfo | null {
  try {
    const raw = window.sessionStorage.getItem(memberViewKey);
    if (raw === null) return null;
    const v = JSON.parse(raw) as Partial<MemberViewInfo>;
    return typeof v.memberName === 'string' && typeof v.operatorUsername === 'string'
      ? {
          memberName: v.memberName,
          operatorUsername: v.operatorUsername,
          expiresAt: v.expiresAt ?? '',
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Opens `url` in a new tab signed in as the member, read-only (decision 041). A tab that
 * window.open creates starts with a copy of its opener's session storage, so the view is put
 * there for the instant of the call and taken away again: the token never travels in a URL
 * (history, logs, Referer) and never reaches local storage, which the desk's own session and
 * every other tab share. Answers false when the browser blocked the tab.
 */
export function openMemberViewTab(view: MemberView, url: string): boolean {
  const s = window.sessionStorage;
  const info: MemberViewInfo = {
    memberName: view.memberName,
    operatorUsername: view.operatorUsername,
    expiresAt: view.expiresAt,
  };
  const handed = [memberViewKey, storageKeys.authToken, storageKeys.user] as const;
  try {
    s.setItem(memberViewKey, JSON.stringify(info));
    s.setItem(storageKeys.authToken, view.token);
    s.setItem(storageKeys.user, JSON.stringify(view.user));
    return window.open(url, '_blank') !== null;
  } finally {
    for (const key of handed) s.removeItem(key);
  }
}

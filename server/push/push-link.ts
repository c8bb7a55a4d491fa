import type { PushMessageWire } from '../../contract/push';

/** The events a push announces (issue 31): each honours its push switch in the settings. */
const pushEvents = ['payout_status', 'new_mail', 'new_joining', 'rank_achieved'] as const;
export type PushEvent = (typeof pushEvents)[number];

export const isPushEvent = (event: string): event is PushEvent =>
  (pushEvents as readonly string[]).includes(event);

/** What an event's push says and where tapping it leads (a member page, signed in or not). */
export type PushNotice = {
  event: PushEvent;
  title: string;
  body: string | null;
  /** The payout, mail thread… it is about, or null. */
  refId: number | null;
};

/** The page a push opens: the item itself where the app has a page for it. */
function pushUrl(event: PushEvent, refId: number | null): string {
  switch (event) {
    case 'payout_status':
      return '/member/wallet/payout';
    case 'new_mail':
      // A mail thread has a page; a support reply (no thread) has its ticket list.
      return refId === null ? '/member/support' : `/member/mail/conversation/${refId}`;
    case 'new_joining':
      return '/member/referral/joinings';
    case 'rank_achieved':
      return '/member/home/rank';
  }
}

/** A body stays short on a lock screen; push services cap payloads near 4 KB anyway. */
const maxBody = 240;

/** The JSON the service worker shows (public/push-sw.js). */
export function pushMessage(notice: PushNotice): PushMessageWire {
  const body = (notice.body ?? '').replace(/\s+/g, ' ').trim();
  return {
    title: notice.title.slice(0, 120),
    body: body.length > maxBody ? `${body.slice(0, maxBody - 1)}…` : body,
    url: pushUrl(notice.event, notice.refId),
    // One notification per item: a second status of the same payout replaces the first.
    tag: notice.refId === null ? notice.event : `${notice.event}-${notice.refId}`,
  };
}

/** Whether an endpoint's host is one of the push services the company allows. */
export function allowedPushHost(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((a) => h === a || h.endsWith(`.${a}`));
}

/**
 * Wait before retrying a delivery that failed for a passing reason (5xx, 429, network): 30 s,
 * 2 min, 8 min, 32 min; then it is dropped.
 */
export const maxPushAttempts = 5;
export const retryDelaySeconds = (attempts: number) => 30 * 4 ** (attempts - 1);

/** A push service's answer that means the subscription is gone for good (RFC 8030 §7.3). */
export const subscriptionGone = (status: number) => status === 404 || status === 410;

/** An answer worth retrying: the service is busy or broke, the request itself was fine. */
export const worthRetry = (status: number) => status === 429 || status >= 500 || status === 0;

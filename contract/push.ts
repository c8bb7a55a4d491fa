import { z } from 'zod';
import { instantWire } from './common';

/**
 * Not in the spec (issue 31, decision 046): Web Push for the installed app. The browser's
 * PushSubscription.toJSON() is what a member saves; the server answers with the VAPID public
 * key the browser subscribes with.
 */

/** How many browsers (devices) one member keeps subscribed; a newer one replaces the oldest. */
export const maxPushSubscriptions = 10;
/** The longest endpoint a push service hands out that we accept (they run to ~500 chars). */
const maxPushEndpointLength = 1024;

/** The push services browsers use (the server's PUSH_ENDPOINT_HOSTS replaces the list). */
export const defaultPushHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
] as const;

const base64url = /^[A-Za-z0-9_-]+$/;
/** Unpadded base64url of `bytes` bytes: ceil(bytes * 4 / 3) characters. */
const base64urlOf = (bytes: number, what: string) =>
  z
    .string({ error: `Send the ${what} key.` })
    .length(Math.ceil((bytes * 4) / 3), `The ${what} key must be ${bytes} bytes in base64url.`)
    .regex(base64url, `The ${what} key must be base64url.`);

/** GET /api/account/push_public_key: the application server key (VAPID, P-256, base64url). */
export const pushPublicKeyWire = z.object({ public_key: z.string() });

/**
 * POST /api/account/push_subscriptions: PushSubscription.toJSON(). p256dh is an uncompressed
 * P-256 point (65 bytes), auth the 16-byte secret (RFC 8291).
 */
export const pushSubscriptionBodyWire = z.strictObject({
  endpoint: z
    .string({ error: 'Send the push endpoint.' })
    .min(1, 'Send the push endpoint.')
    .max(maxPushEndpointLength, `The endpoint is longer than ${maxPushEndpointLength} characters.`),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: base64urlOf(65, 'p256dh').refine(
        (k) => k.startsWith('B'),
        'The p256dh key must be an uncompressed P-256 point.',
      ),
      auth: base64urlOf(16, 'auth'),
    },
    { error: 'Send the keys p256dh and auth.' },
  ),
});
export type PushSubscriptionBodyWire = z.infer<typeof pushSubscriptionBodyWire>;

const pushSubscriptionWire = z.object({
  id: z.number().int(),
  endpoint: z.string(),
  created_at: instantWire,
});

/** POST /api/account/push_subscriptions: the saved subscription. */
export const pushSubscriptionSavedWire = z.object({ subscription: pushSubscriptionWire });

/** GET /api/account/push_subscriptions: the member's subscribed browsers, newest first. */
export const pushSubscriptionsWire = z.object({ items: z.array(pushSubscriptionWire) });

/** What a push message carries to the service worker (JSON in the encrypted body). */
export type PushMessageWire = {
  title: string;
  body: string;
  /** A same-origin path the notification opens, e.g. /member/mail/conversation/12. */
  url: string;
  /** One notification per item: a newer one with the same tag replaces it. */
  tag?: string;
};

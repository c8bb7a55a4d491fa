import type { PushSubscriptionBodyWire } from '@contract/push';
import { getPushPublicKey, savePushSubscription } from '@/api/push';

/**
 * Where this browser stands with Web Push (decision 046): it cannot do push at all, the member
 * refused the permission, has not been asked yet, or this browser is subscribed.
 */
export type PushState = 'unsupported' | 'denied' | 'default' | 'granted' | 'subscribed' | 'failed';

/** Push needs notifications, a service worker and the Push API. */
const pushSupported = () =>
  typeof window !== 'undefined' &&
  typeof Notification !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

/** The state as far as the browser's permission tells it. */
export const pushPermission = (): PushState =>
  pushSupported() ? (Notification.permission as PushState) : 'unsupported';

/** base64url (the VAPID public key) to the bytes pushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((v, i) => v === b[i]);

/** The worker the app registered; none within a while (dev server, private mode) is a failure. */
function serviceWorker(): Promise<ServiceWorkerRegistration> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no service worker')), 10_000),
    ),
  ]);
}

/**
 * Asks the permission if it was never asked, then subscribes this browser with the server's
 * key and saves the subscription for the member. Answers where it ends.
 */
export async function enableWebPush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission()
      : Notification.permission;
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'default';
  try {
    const registration = await serviceWorker();
    const key = keyBytes(await getPushPublicKey());
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another server key (a new database) could never be delivered.
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    await savePushSubscription(subscription.toJSON() as PushSubscriptionBodyWire);
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

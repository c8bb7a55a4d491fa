import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// public/push-sw.js as the service worker runs it: a plain script on `self`.
const source = readFileSync(new URL('../../public/push-sw.js', import.meta.url), 'utf8');
const origin = 'https://portal.example';

type Listener = (event: unknown) => void;
type Win = { url: string; focus: () => Promise<Win>; navigate?: (url: string) => Promise<Win> };
type PortalPush = {
  safeUrl: (url: unknown, origin: string) => string;
  notificationFor: (
    text: string,
    origin: string,
  ) => { title: string; options: { body: string; tag?: string; data: { url: string } } };
  windowFor: (
    windows: Win[],
    url: string,
    origin: string,
  ) => { client: Win; navigate: boolean } | null;
};

function loadWorker(windows: Win[] = []) {
  const listeners: Record<string, Listener> = {};
  const self = {
    location: { origin },
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  } as Record<string, unknown>;
  runInNewContext(source, { self, URL, JSON, Promise });
  return { self, listeners, api: self.portalPush as PortalPush };
}

/** Dispatches an event with waitUntil and answers what it waited for. */
async function dispatch(fn: Listener, event: Record<string, unknown>) {
  let waited: Promise<unknown> = Promise.resolve();
  fn({ ...event, waitUntil: (p: Promise<unknown>) => (waited = p) });
  await waited;
}

const win = (url: string): Win => {
  const w: Win = {
    url,
    focus: vi.fn(() => Promise.resolve(w)),
    navigate: vi.fn(() => Promise.resolve(w)),
  };
  return w;
};

describe('the push service worker', () => {
  it('shows the title, body and tag of a push, linking to its page', async () => {
    const { self, listeners } = loadWorker();
    const payload = {
      title: 'Payout #11 was approved',
      body: 'Amount: 15.00',
      url: '/member/wallet/payout',
      tag: 'payout_status-11',
    };
    await dispatch(listeners.push!, { data: { text: () => JSON.stringify(payload) } });
    const show = (self.registration as { showNotification: ReturnType<typeof vi.fn> })
      .showNotification;
    expect(show).toHaveBeenCalledWith(
      'Payout #11 was approved',
      expect.objectContaining({
        body: 'Amount: 15.00',
        tag: 'payout_status-11',
        data: { url: '/member/wallet/payout' },
      }),
    );
  });

  it('still shows a notification for an empty or broken push', () => {
    const { api } = loadWorker();
    for (const text of ['', 'not json', 'null', '42', '{"title":5}']) {
      const n = api.notificationFor(text, origin);
      expect(n.title, text).toBe('Member portal');
      expect(n.options.data.url, text).toBe('/member/notifications');
    }
  });

  it('opens only pages of the portal under /member/', () => {
    const { api } = loadWorker();
    expect(api.safeUrl('/member/order/154?x=1#top', origin)).toBe('/member/order/154?x=1#top');
    for (const bad of [
      'https://evil.example/member/x',
      '//evil.example/member/x',
      '/\\evil.example',
      '/member/../admin',
      '/login',
      'javascript:alert(1)',
      '/member/%2e%2e/%2e%2e/evil',
      null,
      42,
    ])
      expect(api.safeUrl(bad, origin), String(bad)).toBe('/member/notifications');
  });

  it('focuses a window already on the page on a click', async () => {
    const there = win(`${origin}/member/wallet/payout`);
    const other = win(`${origin}/member/home/dashboard`);
    const { self, listeners } = loadWorker([other, there]);
    const close = vi.fn();
    await dispatch(listeners.notificationclick!, {
      notification: { close, data: { url: '/member/wallet/payout' } },
    });
    expect(close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(
      (self.clients as { openWindow: ReturnType<typeof vi.fn> }).openWindow,
    ).not.toHaveBeenCalled();
  });

  it('navigates an open portal window to the page, or opens one', async () => {
    const other = win(`${origin}/member/home/dashboard`);
    const open = loadWorker([other]);
    await dispatch(open.listeners.notificationclick!, {
      notification: { close: vi.fn(), data: { url: '/member/mail/conversation/10' } },
    });
    expect(other.navigate).toHaveBeenCalledWith('/member/mail/conversation/10');
    expect(other.focus).toHaveBeenCalled();

    const none = loadWorker([win('https://elsewhere.example/')]);
    await dispatch(none.listeners.notificationclick!, {
      notification: { close: vi.fn(), data: { url: 'https://evil.example/' } },
    });
    expect(
      (none.self.clients as { openWindow: ReturnType<typeof vi.fn> }).openWindow,
    ).toHaveBeenCalledWith('/member/notifications');
  });
});

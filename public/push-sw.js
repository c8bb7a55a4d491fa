/* Web Push in the service worker (docs/decisions/046-web-push.md). The generated worker
 * (vite-plugin-pwa, generateSW) loads this plain script with importScripts. The decisions are
 * pure functions on self.portalPush, which the unit tests call (src/lib/push-sw.test.ts). */
(function (scope) {
  'use strict';
  var fallbackUrl = '/member/notifications';
  var icon = '/pwa-192x192.png';

  /** A path of this site under /member/ (a push never opens another site); else the list. */
  function safeUrl(url, origin) {
    if (typeof url !== 'string' || url.charAt(0) !== '/' || /[\\\s]/.test(url)) return fallbackUrl;
    try {
      var parsed = new URL(url, origin);
      if (parsed.origin !== origin || parsed.pathname.indexOf('/member/') !== 0) return fallbackUrl;
      return parsed.pathname + parsed.search + parsed.hash;
    } catch (e) {
      return fallbackUrl;
    }
  }

  /** The notification a push's JSON asks for: { title, options }. A bad body still shows one. */
  function notificationFor(text, origin) {
    var data = null;
    try {
      data = JSON.parse(text);
    } catch (e) {
      data = null;
    }
    if (!data || typeof data !== 'object') data = {};
    var title = typeof data.title === 'string' && data.title ? data.title : 'Member portal';
    var options = {
      body: typeof data.body === 'string' ? data.body : '',
      icon: icon,
      badge: icon,
      data: { url: safeUrl(data.url, origin) },
    };
    if (typeof data.tag === 'string' && data.tag) {
      options.tag = data.tag;
      options.renotify = true;
    }
    return { title: title, options: options };
  }

  /**
   * Which open window a click should use: one already on the page, else any window of the
   * portal (it is navigated there), else none (a new one opens).
   */
  function windowFor(windows, url, origin) {
    var target = new URL(url, origin).href;
    var same = null;
    var any = null;
    for (var i = 0; i < windows.length; i += 1) {
      var w = windows[i];
      if (w.url === target && !same) same = w;
      if (new URL(w.url).origin === origin && !any) any = w;
    }
    if (same) return { client: same, navigate: false };
    if (any) return { client: any, navigate: true };
    return null;
  }

  function onPush(event) {
    var text = event.data ? event.data.text() : '';
    var n = notificationFor(text, scope.location.origin);
    event.waitUntil(scope.registration.showNotification(n.title, n.options));
  }

  function onNotificationClick(event) {
    event.notification.close();
    var origin = scope.location.origin;
    var url = safeUrl(event.notification.data && event.notification.data.url, origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (all) {
        var pick = windowFor(all, url, origin);
        if (!pick) return scope.clients.openWindow(url);
        var client = pick.client;
        var navigated =
          pick.navigate && client.navigate ? client.navigate(url) : Promise.resolve(client);
        return Promise.resolve(navigated).then(function (c) {
          return (c || client).focus();
        });
      }),
    );
  }

  scope.portalPush = {
    safeUrl: safeUrl,
    notificationFor: notificationFor,
    windowFor: windowFor,
    onPush: onPush,
    onNotificationClick: onNotificationClick,
  };
  scope.addEventListener('push', onPush);
  scope.addEventListener('notificationclick', onNotificationClick);
})(self);

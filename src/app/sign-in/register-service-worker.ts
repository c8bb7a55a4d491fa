/** The service worker vite-plugin-pwa builds (vite.config.ts), at the root scope. */
const serviceWorkerUrl = '/sw.js';

/**
 * The sign-in screen installs the offline shell without the member app's update prompt
 * (workbox-window and a snackbar, 5 KB the screen's budget cannot spare): a visitor there has
 * nothing to lose to a reload, and a newer version waits (registerType 'prompt') until the
 * app's own registration, after sign-in, offers it. Registered after the page has loaded, so
 * the worker's precache does not compete with the screen's own files.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the portal works online as before.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

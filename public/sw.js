// Popspot's service worker: shows the Web Push messages the server sends (pre-reservation
// alerts and other notifications) and opens the page they point to. It caches nothing: pages
// are served by the server and its page cache, so nothing here can go stale.

/** Only a path on this site: a push can never send the reader elsewhere. */
function inAppPath(link) {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
    ? link
    : '/notifications';
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { title: event.data ? event.data.text() : '' };
  }
  if (!message.title) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body || undefined,
      tag: message.tag || undefined,
      icon: '/icon.svg',
      badge: '/icon.svg',
      data: { link: inAppPath(message.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === target);
      if (open) return open.focus();
      return self.clients.openWindow(target);
    }),
  );
});

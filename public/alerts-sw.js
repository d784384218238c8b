// Candlewise price alerts: shows each push as a notification and tells the open pages (also the
// one that registered this worker, which it does not control until reloaded); a click opens the analysis.
self.addEventListener("push", (event) => {
  const data = event.data ? event.data.json() : { title: "Candlewise alert", body: "", url: "/alerts" };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(data.title, { body: data.body, data: { url: data.url }, tag: data.url }),
      self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((list) => list.forEach((c) => c.postMessage({ type: "alert-push", data }))),
    ]),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data?.url || "/alerts"));
});

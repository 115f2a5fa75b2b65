/** Tells the server about something only the browser sees (spec 000 §2: an unknown route is logged as a 404). */
export function logClientEvent(event: { type: "not_found"; path: string }) {
  void fetch("/api/client-events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(event),
    keepalive: true,
  }).catch(() => {});
}

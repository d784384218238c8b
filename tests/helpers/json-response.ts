/** A JSON answer as the app's fetch callers read it (jsdom has no Response): ok, status, headers, text, json. */
export function jsonResponse(status: number, body: unknown, statusText = ""): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: new Headers({ "content-type": "application/json" }),
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

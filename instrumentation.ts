export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Before the first request: rate limits key on the connection's real address (lib/http/peer-address.ts).
  (await import("./lib/http/peer-address")).installPeerAddress();
  const { startServer } = await import("./lib/server/startup");
  await startServer();
}

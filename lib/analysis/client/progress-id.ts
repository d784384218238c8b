/** A progress id matching the server's [A-Za-z0-9_-]{8,64}; getRandomValues also works over plain http. */
export function newProgressId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

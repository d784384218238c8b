import { hashPassword, verifyPassword } from "./password";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(run: () => Promise<unknown>, n = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

describe("verifyPassword", () => {
  it("does the same argon2 work for an account without a password (or none at all) as for a wrong one", async () => {
    const stored = await hashPassword("the-real-one");
    await verifyPassword(null, "warm-up"); // the dummy hash is made once per process
    const wrong = await timed(() => verifyPassword(stored, "a-guess"));
    const missing = await timed(() => verifyPassword(null, "a-guess"));
    // Without the dummy verification the missing case takes microseconds; with it, an argon2
    // verification (milliseconds on any machine, more under load). A ratio to the wrong-password
    // case flaked when another test worker shared the cores, so the floor is absolute.
    expect(wrong).toBeGreaterThan(2);
    expect(missing).toBeGreaterThan(2);
    expect(await verifyPassword(null, "a-guess")).toBe(false);
    expect(await verifyPassword(stored, "the-real-one")).toBe(true);
    expect(await verifyPassword("not-a-hash", "x")).toBe(false);
  });
});

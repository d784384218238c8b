// Waits for a condition instead of sleeping a fixed few milliseconds: on a busy 2-core machine a
// write that "takes 10 ms" can take 200. Retries the assertion until it passes or time runs out,
// then throws its last error (so the failure message is the assertion's own).
export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = 5000, everyMs = 5): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}

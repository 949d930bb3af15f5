/** Resolves once `condition` holds, looking again every 10 ms; fails after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Whether `promise` settles before any timer could run: every callback already due (a resolved promise, a request's
 * hooks) runs first. For what must happen at once, or must still be waiting.
 */
export async function settlesAtOnce(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

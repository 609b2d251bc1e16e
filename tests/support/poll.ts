/** Polling with a deadline, for the end-to-end tests and the benchmark. */

/**
 * Reads `read` until `done` accepts its value or `timeout` passes, and returns the last value
 * read: for conditions the test process sees (across frames, or over the network), where
 * `page.waitForFunction` cannot look.
 */
export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeout = 5000, every = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, every));
    value = await read();
  }
  return value;
}

/**
 * Waits until `condition` holds (the stub's held requests, a field read through the page),
 * polling without a fixed sleep; throws when `timeout` passes first.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeout = 10_000,
): Promise<void> {
  const met = await poll(async () => await condition(), Boolean, { timeout, every: 20 });
  if (!met) throw new Error('condition not met in time');
}

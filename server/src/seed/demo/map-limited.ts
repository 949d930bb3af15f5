// Generated pictures are rendered a few at a time: sharp works on libuv's threads, so a handful in flight
// keeps every core busy without queueing hundreds of images in memory.
export const RENDER_CONCURRENCY = 4;

/** Runs `task` over `items` with at most `limit` at a time; the results keep the order of `items`. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

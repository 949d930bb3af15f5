// How this server runs sharp (libvips), for memory (docs/benchmarks.md, Memory). Import sharp from here, not
// from 'sharp', so the settings below are in force before the first image is decoded.
//
// Under a stream of uploads of the largest image allowed (a 49-megapixel PNG, a few hundred KB on the wire) the
// server reached 700 MB with sharp's defaults: libuv's four threads each ran an encode, each with as many libvips
// threads as cores, and libvips kept what it had decoded in its operation cache.
// - sharp.cache(false): every upload is a new image, so cached operations are never reused; they only held memory.
// - sharp.concurrency(1): one libvips thread per pipeline. An upload runs two pipelines at once (the image and
//   its thumbnail), so an encode still keeps two cores busy.
// - encodeInTurn: one image encode at a time, the others queued in arrival order. What one encode of the
//   largest allowed image holds is the bound, however many uploads arrive together; the queue holds only the
//   (already read and size-limited) uploaded files.
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

export { sharp };

/** Image encodes running at once (see above). */
export const IMAGE_ENCODES_AT_ONCE = 1;

/** Runs tasks with at most `limit` at a time, the others waiting in arrival order. */
export function createLimiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting task, so `running` stays counted for it.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** Runs an image encode (decode, resize, WebP) when no other one runs: IMAGE_ENCODES_AT_ONCE. */
export const encodeInTurn = createLimiter(IMAGE_ENCODES_AT_ONCE);

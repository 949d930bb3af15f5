import { FIRST_SCREEN_WAIT_CAP_MS, firstScreenShown } from './first-screen';

/** A root as the server renders it, with images whose `complete` the test controls (jsdom loads no picture). */
function renderedRoot(images: { loading: 'eager' | 'lazy'; complete: boolean }[]) {
  const root = document.createElement('div');
  root.innerHTML = '<main><h1>Ofertat</h1></main>';
  const elements = images.map(({ loading, complete }) => {
    const image = document.createElement('img');
    image.setAttribute('loading', loading);
    Object.defineProperty(image, 'complete', { value: complete });
    root.firstElementChild?.append(image);
    return image;
  });
  return { root, elements };
}

/** Whether the promise has settled once the pending timers, frames and microtasks have run. */
async function settledAfter(promise: Promise<void>, ms: number) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await jest.advanceTimersByTimeAsync(ms);
  return done;
}

describe('firstScreenShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the first screen pictures still loading, then for a paint', async () => {
    const { root, elements } = renderedRoot([
      { loading: 'eager', complete: false },
      { loading: 'eager', complete: true },
      { loading: 'lazy', complete: false },
    ]);
    const shown = firstScreenShown(root);
    expect(await settledAfter(shown, 100)).toBe(false);
    elements[0]?.dispatchEvent(new Event('load'));
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('counts a picture that failed as arrived', async () => {
    const { root, elements } = renderedRoot([{ loading: 'eager', complete: false }]);
    const shown = firstScreenShown(root);
    elements[0]?.dispatchEvent(new Event('error'));
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('waits for a picture to be decoded where the browser decodes off the main thread', async () => {
    const { root, elements } = renderedRoot([{ loading: 'eager', complete: true }]);
    let decoded = () => {};
    Object.defineProperty(elements[0], 'decode', { value: () => new Promise<void>((resolve) => (decoded = resolve)) });
    const shown = firstScreenShown(root);
    expect(await settledAfter(shown, 100)).toBe(false);
    decoded();
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('stops waiting for pictures after the cap', async () => {
    const { root } = renderedRoot([{ loading: 'eager', complete: false }]);
    const shown = firstScreenShown(root);
    expect(await settledAfter(shown, FIRST_SCREEN_WAIT_CAP_MS - 50)).toBe(false);
    expect(await settledAfter(shown, 100)).toBe(true);
  });

  it('does not wait on a page the browser draws itself', async () => {
    expect(await settledAfter(firstScreenShown(document.createElement('div')), 0)).toBe(true);
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useResource', () => {
  it('goes from loading to success, and to error on a failed load', async () => {
    const { result } = renderHook(() => useResource(() => Promise.resolve([1, 2]), []));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: [1, 2] }));

    const failing = renderHook(() => useResource(() => Promise.reject(new Error('down')), []));
    await waitFor(() => expect(failing.result.current.status).toBe('error'));
  });

  it('drops an answer that arrives after the dependencies changed', async () => {
    const calls = [deferred<string>(), deferred<string>()];
    const { result, rerender } = renderHook(({ id }) => useResource(() => calls[id]!.promise, [id]), { initialProps: { id: 0 } });
    rerender({ id: 1 });
    await act(async () => calls[1]!.resolve('new'));
    await act(async () => calls[0]!.resolve('old'));
    expect(result.current).toMatchObject({ status: 'success', data: 'new' });
  });

  it('reloads on demand and updates the loaded data in place', async () => {
    let count = 0;
    const { result } = renderHook(() => useResource(() => Promise.resolve([++count, 10]), []));
    await waitFor(() => expect(result.current).toMatchObject({ data: [1, 10] }));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: [2, 10] }));
    act(() => result.current.update((list) => list.filter((value) => value !== 10)));
    expect(result.current).toMatchObject({ status: 'success', data: [2] });
  });
});

import { prefetchable } from './prefetchable';

describe('prefetchable', () => {
  it('hands the prefetched request to the first load, and asks again afterwards', async () => {
    const request = jest.fn().mockResolvedValueOnce('early').mockResolvedValueOnce('fresh');
    const data = prefetchable(request);
    data.prefetch();
    data.prefetch();
    expect(request).toHaveBeenCalledTimes(1);
    await expect(data.load()).resolves.toBe('early');
    await expect(data.load()).resolves.toBe('fresh');
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks at load time when nothing was prefetched, and keeps a prefetched failure for the load', async () => {
    const request = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const data = prefetchable(request);
    data.prefetch();
    await expect(data.load()).rejects.toThrow('down');
    await expect(data.load()).resolves.toBe('ok');
  });
});

import { act, renderHook } from '@testing-library/react';
import { useTimedMessage } from './use-timed-message';

describe('useTimedMessage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('clears the message after the given time', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('Oferta u fshi.'));
    expect(result.current.message).toBe('Oferta u fshi.');

    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.message).toBe('Oferta u fshi.');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('restarts the clock when a new message is shown', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('first'));
    act(() => jest.advanceTimersByTime(2000));
    act(() => result.current.show('second'));
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.message).toBe('second');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.message).toBeNull();
  });

  it('clears at once on demand', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current.show('x'));
    act(() => result.current.clear());
    expect(result.current.message).toBeNull();
  });
});

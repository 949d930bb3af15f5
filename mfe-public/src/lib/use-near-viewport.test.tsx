import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from './use-near-viewport';

function Probe({ enabled = true }: { enabled?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useNearViewport(ref, { enabled }) ? 'near' : 'far'}</div>;
}

describe('useNearViewport', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('is true at once without IntersectionObserver', () => {
    // jsdom has none.
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('turns true when the element approaches the viewport, and stops observing', () => {
    let notify: IntersectionObserverCallback = () => undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((callback: IntersectionObserverCallback) => {
      notify = callback;
      return { observe: jest.fn(), disconnect } as unknown as IntersectionObserver;
    }) as unknown as typeof IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('watches nothing and stays false when not enabled', () => {
    const observe = jest.fn();
    globalThis.IntersectionObserver = jest.fn(() => ({ observe, disconnect: jest.fn() }) as unknown as IntersectionObserver) as unknown as typeof IntersectionObserver;
    render(<Probe enabled={false} />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(globalThis.IntersectionObserver).not.toHaveBeenCalled();
    expect(observe).not.toHaveBeenCalled();
  });
});

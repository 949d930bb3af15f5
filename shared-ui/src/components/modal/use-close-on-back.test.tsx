import { act, render } from '@testing-library/react';
import { useCloseOnBack } from './use-close-on-back';

function Popup({ onClose }: { onClose: () => void }) {
  useCloseOnBack(true, onClose);
  return null;
}

// jsdom's history.back() is asynchronous like a browser's: wait for its popstate.
const back = () =>
  act(async () => {
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
  });
const steppedBack = () => act(() => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true })));

describe('useCloseOnBack', () => {
  beforeEach(() => window.history.replaceState({ usr: null, key: 'page', idx: 0 }, ''));

  it('adds a history entry that Back takes out, closing the popup, and keeps the router state', async () => {
    const onClose = jest.fn();
    const { unmount } = render(<Popup onClose={onClose} />);
    const length = window.history.length;
    expect(window.history.state).toMatchObject({ key: 'page', idx: 0, ofertatPopupDepth: 1 });
    await back();
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    // Closed by Back: no second step back.
    expect(window.history.state).toEqual({ usr: null, key: 'page', idx: 0 });
    expect(window.history.length).toBe(length);
  });

  it('takes its entry back out when closed otherwise', async () => {
    const { unmount } = render(<Popup onClose={jest.fn()} />);
    const stepped = steppedBack();
    unmount();
    await stepped;
    expect(window.history.state).toEqual({ usr: null, key: 'page', idx: 0 });
  });

  it('closes only the top popup of two', async () => {
    const outer = jest.fn();
    const inner = jest.fn();
    render(<Popup onClose={outer} />);
    render(<Popup onClose={inner} />);
    await back();
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});

import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { OFFLINE_NOTICE_TEXT, OfflineNotice } from './OfflineNotice';

function setOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineNotice', () => {
  afterEach(() => jest.restoreAllMocks());

  it('says nothing while the browser is online', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells the visitor when the network goes, and goes when it comes back', () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithProviders(<OfflineNotice />);
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_NOTICE_TEXT);
    setOnline(true);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

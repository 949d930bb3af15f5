import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteArea, REMOTE_LOAD_ERROR } from './remote-area';
import { renderAt } from '../test/render-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

const manifest = { mfe_public: { entry: '/remotes/public/1.0.0/remoteEntry.js', version: '1.0.0' } };

describe('RemoteArea', () => {
  beforeEach(() => {
    loadRemoteMock.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows the error boundary when the remote cannot load, and loads it on retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('RUNTIME-003'));
    loadRemoteMock.mockResolvedValueOnce({ default: () => <h1>public routes</h1> });
    renderAt('/', <RemoteArea name="mfe_public" manifest={manifest} />);
    expect(await screen.findByText(REMOTE_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kthehu në faqen kryesore' })).toHaveAttribute('href', '/');
    // The shell's header and footer stay around the message.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(REMOTE_LOAD_ERROR);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Provo përsëri' }));
    expect(await screen.findByRole('heading', { name: 'public routes' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_public', entry: 'http://localhost/remotes/public/1.0.0/remoteEntry.js' }],
      { force: true },
    );
  });

  it('shows the error boundary when the manifest names no entry for the remote', async () => {
    renderAt('/', <RemoteArea name="mfe_public" manifest={{}} />);
    expect(await screen.findByText(REMOTE_LOAD_ERROR)).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });
});

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { EMBEDDED_JSON_IDS } from '@ofertat/shared-api';
import { loadRemotesManifest } from './remotes-manifest';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const published = { mfe_public: { entry: '/remotes/public/2.0.0/remoteEntry.js', version: '2.0.0' } };

describe('loadRemotesManifest', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    registerRemotesMock.mockReset();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('registers the remotes of the manifest the server embedded in the page, without fetching it', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EMBEDDED_JSON_IDS.remotesManifest;
    block.textContent = JSON.stringify(published);
    document.head.append(block);
    await expect(loadRemotesManifest()).resolves.toEqual(published);
    expect(registerRemotesMock).toHaveBeenCalledWith([{ name: 'mfe_public', entry: 'http://localhost/remotes/public/2.0.0/remoteEntry.js' }]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /remotes.json when the page has no embedded manifest (index.html served as a plain file)', async () => {
    // jsdom has no Response: the loader reads only ok, status and the JSON body.
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => published });
    await expect(loadRemotesManifest()).resolves.toEqual(published);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });

  it('fails with the address and status when the manifest cannot be fetched', async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 404, json: async () => ({}) });
    await expect(loadRemotesManifest()).rejects.toThrow('remotes manifest: /remotes.json answered 404');
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});

import { DEFAULT_UPLOAD_MAX_BYTES } from './constants';
import { EMBEDDED_JSON_IDS } from './deployment/embedded-json';
import { RUNTIME_CONFIG_PATH } from './deployment/urls';
import { defaultRuntimeConfig, getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('takes the deployment upload limits and keeps the defaults for the rest', () => {
    const config = parseRuntimeConfig({ contactEmail: 'info@ofertat.al', uploadLimits: { pdf: 12_000_000 } });
    expect(config.uploadLimits).toEqual({ image: DEFAULT_UPLOAD_MAX_BYTES.image, pdf: 12_000_000 });
    expect(parseRuntimeConfig({}).uploadLimits).toEqual(DEFAULT_UPLOAD_MAX_BYTES);
    expect(defaultRuntimeConfig.uploadLimits).toEqual({ image: 5 * 1024 * 1024, pdf: 30 * 1024 * 1024 });
  });

  it('lists every malformed setting at once', () => {
    expect(() => parseRuntimeConfig({ mapTileUrl: 3, uploadLimits: { image: '5 MB', pdf: -1 } })).toThrow(
      'runtime config: uploadLimits.image must be a positive whole number of bytes; uploadLimits.pdf must be a positive whole number of bytes; mapTileUrl must be a string',
    );
  });
});

describe('loadRuntimeConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('takes the config embedded in the page without fetching it', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EMBEDDED_JSON_IDS.runtimeConfig;
    block.textContent = JSON.stringify({ contactEmail: 'kontakt@example.al' });
    document.head.append(block);
    const config = await loadRuntimeConfig();
    expect(config.contactEmail).toBe('kontakt@example.al');
    expect(getRuntimeConfig()).toBe(config);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches /runtime-config.json when the page has none (index.html served as a plain file)', async () => {
    // jsdom has no Response: the loader reads only the status and the JSON body.
    fetchMock.mockResolvedValue({ status: 200, json: async () => ({ contactEmail: 'info@example.al' }) });
    expect((await loadRuntimeConfig()).contactEmail).toBe('info@example.al');
    expect(fetchMock).toHaveBeenCalledWith(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  });
});

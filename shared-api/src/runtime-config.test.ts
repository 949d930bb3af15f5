import { DEFAULT_UPLOAD_MAX_BYTES } from './constants';
import { defaultRuntimeConfig, parseRuntimeConfig } from './runtime-config';

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

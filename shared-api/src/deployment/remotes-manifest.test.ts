import { parseRemotesManifest } from './remotes-manifest';

describe('parseRemotesManifest', () => {
  it('keeps the known remotes with their entry and version', () => {
    expect(parseRemotesManifest({ mfe_public: { entry: '/remotes/public/2.0.0/remoteEntry.js', version: '2.0.0' }, other: {} })).toEqual({
      mfe_public: { entry: '/remotes/public/2.0.0/remoteEntry.js', version: '2.0.0' },
    });
  });

  it('rejects an entry that is not a URL string', () => {
    expect(() => parseRemotesManifest({ mfe_super_admin: { entry: 42 } })).toThrow('mfe_super_admin.entry');
    expect(() => parseRemotesManifest('nope')).toThrow('expected a JSON object');
  });
});

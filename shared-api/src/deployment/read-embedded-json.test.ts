import { EMBEDDED_JSON_IDS } from './embedded-json';
import { readEmbeddedJson } from './read-embedded-json';

function embed(id: string, text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readEmbeddedJson', () => {
  it('parses the data block the server wrote into the page', () => {
    embed(EMBEDDED_JSON_IDS.remotesManifest, '{"mfe_public":{"entry":"/remotes/public/2.0.0/remoteEntry.js","version":"2.0.0"},"note":"\\u003c/script>"}');
    expect(readEmbeddedJson(EMBEDDED_JSON_IDS.remotesManifest)).toEqual({
      mfe_public: { entry: '/remotes/public/2.0.0/remoteEntry.js', version: '2.0.0' },
      note: '</script>',
    });
  });

  it('gives undefined for a page without the block, or with an element that is not a JSON data block', () => {
    expect(readEmbeddedJson(EMBEDDED_JSON_IDS.runtimeConfig)).toBeUndefined();
    embed(EMBEDDED_JSON_IDS.runtimeConfig, '{}', 'text/javascript');
    expect(readEmbeddedJson(EMBEDDED_JSON_IDS.runtimeConfig)).toBeUndefined();
  });
});

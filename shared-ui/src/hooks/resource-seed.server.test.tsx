/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createServerSeed, ResourceSeedContext } from './resource-seed';
import { useResource } from './use-resource';

function Markets({ load }: { load: () => Promise<string[]> }) {
  const markets = useResource(load, [], { seed: 'markets' });
  return <p>{markets.status === 'success' ? markets.data.join(', ') : 'Duke u ngarkuar...'}</p>;
}

async function renderOnServer(load: () => Promise<string[]>) {
  const seed = createServerSeed();
  const { prelude } = await prerenderToNodeStream(
    <ResourceSeedContext value={seed}>
      <Suspense fallback={null}>
        <Markets load={load} />
        <Markets load={load} />
      </Suspense>
    </ResourceSeedContext>,
  );
  let html = '';
  for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
  return { html, answers: seed.answers(), complete: seed.complete() };
}

describe('useResource in a server render', () => {
  it('waits for the data, asks once per key, and keeps the answer for the page', async () => {
    const load = jest.fn(async () => ['Conad', 'Spar']);
    const { html, answers, complete } = await renderOnServer(load);
    expect(html).toContain('<p>Conad, Spar</p><p>Conad, Spar</p>');
    expect(load).toHaveBeenCalledTimes(1);
    expect(answers).toEqual({ markets: ['Conad', 'Spar'] });
    expect(complete).toBe(true);
  });

  it('renders the loading state for a failed request and leaves it out of the page’s data', async () => {
    const { html, answers, complete } = await renderOnServer(() => Promise.reject(new Error('down')));
    expect(html).toContain('<p>Duke u ngarkuar...</p>');
    expect(answers).toEqual({});
    expect(complete).toBe(false);
  });
});

/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApiError } from '@ofertat/shared-api';
import { createServerSeed, ResourceSeedContext } from './resource-seed';
import { useResource } from './use-resource';

function Markets({ load }: { load: () => Promise<string[]> }) {
  const markets = useResource(load, [], { seed: 'markets' });
  if (markets.status === 'error') return <p>{markets.error instanceof ApiError && markets.error.status === 404 ? 'Faqja nuk u gjet' : 'Gabim'}</p>;
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

/** One screen with two seeded lists, as the search page has (its categories and its cities). */
function TwoLists({ categories, cities }: { categories: () => Promise<string[]>; cities: () => Promise<string[]> }) {
  const first = useResource(categories, [], { seed: 'categories' });
  const second = useResource(cities, [], { seed: 'cities' });
  const text = (list: typeof first) => (list.status === 'success' ? list.data.join(', ') : '…');
  return <p>{`${text(first)} | ${text(second)}`}</p>;
}

describe('useResource in a server render', () => {
  it('gives each of a screen’s keys its own answer, whichever arrives first', async () => {
    const seed = createServerSeed();
    const later = (list: string[], ms: number) => () => new Promise<string[]>((resolve) => setTimeout(() => resolve(list), ms));
    const { prelude } = await prerenderToNodeStream(
      <ResourceSeedContext value={seed}>
        <Suspense fallback={null}>
          <TwoLists categories={later(['Bulmet', 'Pije'], 5)} cities={later(['Tiranë', 'Durrës'], 20)} />
        </Suspense>
      </ResourceSeedContext>,
    );
    let html = '';
    for await (const chunk of prelude) html += Buffer.from(chunk as Uint8Array).toString('utf8');
    expect(html).toContain('<p>Bulmet, Pije | Tiranë, Durrës</p>');
    expect(seed.answers()).toEqual({ categories: ['Bulmet', 'Pije'], cities: ['Tiranë', 'Durrës'] });
  });

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

  it('renders the 404 an API answered as the screen’s error, and keeps it for the page with its message', async () => {
    const { html, answers, complete } = await renderOnServer(() => Promise.reject(new ApiError({ status: 404, message: 'x', userMessage: 'Marketi nuk u gjet.' })));
    expect(html).toContain('<p>Faqja nuk u gjet</p>');
    expect(answers).toEqual({ '#not-found': { markets: 'Marketi nuk u gjet.' } });
    expect(complete).toBe(true);
  });
});

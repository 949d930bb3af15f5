import { act, render, screen } from '@testing-library/react';
import { ApiError } from '@ofertat/shared-api';
import { useResource } from './use-resource';

// The page a server rendered carries the data its screens were drawn from (written before anything reads it).
document.body.insertAdjacentHTML(
  'beforeend',
  '<script type="application/json" id="ofertat-resource-seed">{"markets":["Market nga faqja"],"#not-found":{"product:9":"Produkti nuk u gjet."}}</script>',
);

function Markets({ load }: { load: () => Promise<string[]> }) {
  const markets = useResource(load, [], { seed: 'markets' });
  return <p>{markets.status === 'success' ? markets.data.join(', ') : markets.status}</p>;
}

describe('useResource on a server-rendered page', () => {
  it('starts from the page’s data without a request, once: the next screen with the same key loads afresh', async () => {
    const load = jest.fn(async () => ['Market nga API']);
    const first = render(<Markets load={load} />);
    expect(screen.getByText('Market nga faqja')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Market nga faqja')).toBeInTheDocument();

    first.unmount();
    render(<Markets load={load} />);
    expect(await screen.findByText('Market nga API')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads as before for a key the page has no data for', async () => {
    function Other() {
      const jobs = useResource(async () => ['Arkëtar/e'], [], { seed: 'job-posts' });
      return <p>{jobs.status === 'success' ? jobs.data.join(', ') : jobs.status}</p>;
    }
    render(<Other />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Arkëtar/e')).toBeInTheDocument();
  });

  it('starts from the server’s 404 without a request: the screen shows its not-found state as the server did', async () => {
    const load = jest.fn(async () => ['Qumësht']);
    function Product() {
      const product = useResource(load, [], { seed: 'product:9' });
      if (product.status !== 'error') return <p>{product.status}</p>;
      const { error } = product;
      return <p>{error instanceof ApiError ? `${error.status} ${error.userMessage ?? ''}` : 'error'}</p>;
    }
    render(<Product />);
    expect(screen.getByText('404 Produkti nuk u gjet.')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { ApiError } from '@ofertat/shared-api';
import { Button } from '@ofertat/shared-ui';
import { renderRoute } from '../test/render';
import { useDeleteWithConfirm } from './use-delete-with-confirm';

const QUESTION = 'Jeni i sigurt që doni të fshini këtë ofertë?';

function OfferList({ remove }: { remove: (name: string) => Promise<void> }) {
  const [names, setNames] = useState(['Java e pastrimit', 'Fundjava']);
  const deletion = useDeleteWithConfirm<string>({
    confirmMessage: QUESTION,
    remove,
    onRemoved: (name) => setNames((list) => list.filter((item) => item !== name)),
    successMessage: 'Oferta u fshi me sukses!',
    errorMessage: (error) => (error instanceof ApiError && error.status === 404 ? 'Oferta nuk u gjet.' : 'Gabim gjatë fshirjes së ofertës. Shikoni console.'),
  });
  return (
    <>
      {deletion.feedback}
      <ul>
        {names.map((name) => (
          <li key={name}>
            {name}
            <Button onClick={() => deletion.request(name)}>Fshi {name}</Button>
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </>
  );
}

describe('useDeleteWithConfirm', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks first, removes the item, and clears the success text after 3000 ms', async () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const { user } = renderRoute(<OfferList remove={remove} />, { advanceTimers: jest.advanceTimersByTime });

    await user.click(screen.getByRole('button', { name: 'Fshi Fundjava' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(QUESTION);
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Fshi' }));
    // No waitFor here: with fake timers it would advance the clock past the 3000 ms under test.
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.queryByText('Fundjava')).not.toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('Fundjava');
    expect(screen.getByRole('status')).toHaveTextContent('Oferta u fshi me sukses!');

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Oferta u fshi me sukses!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Oferta u fshi me sukses!')).not.toBeInTheDocument();
  });

  it('keeps the item when cancelled', async () => {
    const remove = jest.fn();
    const { user } = renderRoute(<OfferList remove={remove} />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Fshi Fundjava' }));
    await user.click(screen.getByRole('button', { name: 'Anulo' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Fundjava')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the failure text and keeps the item', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = jest.fn().mockRejectedValue(new ApiError({ status: 404, message: 'not found' }));
    const { user } = renderRoute(<OfferList remove={remove} />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Fshi Fundjava' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Oferta nuk u gjet.');
    expect(screen.getByText('Fundjava')).toBeInTheDocument();
  });

  it('adds nothing of its own when the session has expired (the shell shows that on /login)', async () => {
    const remove = jest.fn().mockRejectedValue(new ApiError({ status: 401, message: 'expired', userMessage: 'expired' }));
    const { user } = renderRoute(<OfferList remove={remove} />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Fshi Fundjava' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Fshi' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

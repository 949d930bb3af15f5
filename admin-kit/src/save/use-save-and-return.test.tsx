import { act, screen } from '@testing-library/react';
import { Button } from '@ofertat/shared-ui';
import { renderRoute } from '../test/render';
import { FormFeedback } from './form-feedback';
import { useSaveAndReturn } from './use-save-and-return';

function SaveScreen() {
  const save = useSaveAndReturn('/admin/list-user-offer');
  return (
    <>
      <FormFeedback success={save.successMessage} />
      <Button disabled={save.saved} onClick={() => save.succeed('Oferta u krijua me sukses!')}>
        Ruaj
      </Button>
    </>
  );
}

describe('useSaveAndReturn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the message, keeps the button disabled, then opens the list after 1000 ms', async () => {
    const { user } = renderRoute(<SaveScreen />, { route: '/admin/add-user-offer', advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Ruaj' }));
    expect(screen.getByRole('status')).toHaveTextContent('Oferta u krijua me sukses!');
    expect(screen.getByRole('button', { name: 'Ruaj' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(999));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/add-user-offer');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/list-user-offer');
  });

  it('does not navigate once the screen has closed', async () => {
    const { user, unmount } = renderRoute(<SaveScreen />, { advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Ruaj' }));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});

import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConfirmDialog } from './ConfirmDialog';

const message = 'Jeni i sigurt që doni të fshini këtë ofertë?';

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const rendered = renderWithProviders(
    <ConfirmDialog open message={message} onConfirm={onConfirm} onCancel={onCancel} {...props} />,
  );
  return { ...rendered, onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('shows the question with Po and Anulo, focusing Anulo first', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'Konfirmo' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Po' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anulo' })).toHaveFocus();
  });

  it('calls onConfirm on Po', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Po' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel on Anulo and on Escape', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Anulo' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('accepts custom labels and blocks both buttons while busy', () => {
    setup({ confirmLabel: 'Fshi', cancelLabel: 'Jo', busy: true });
    expect(screen.getByRole('button', { name: 'Fshi' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Jo' })).toBeDisabled();
  });

  it('shows a choice under the question, outside its description', () => {
    setup({ children: <label>Produkti që mbetet <select /></label> });
    expect(screen.getByRole('combobox', { name: 'Produkti që mbetet' })).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Konfirmo' })).toHaveAccessibleDescription(message);
  });

  it('renders nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

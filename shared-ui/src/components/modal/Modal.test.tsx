import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { ThemeProvider } from '../../theme';
import { renderWithProviders } from '../../test/render-with-providers';
import { Modal } from './Modal';

function Harness({ onClose = () => {}, height }: { onClose?: () => void; height?: number }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        +3
      </button>
      <Modal open={open} onClose={close} title="Qumësht 1L" height={height} footer={<button type="button">Në rregull</button>}>
        <a href="/market-offer/1">Conad</a>
      </Modal>
    </>
  );
}

async function openModal(props: Parameters<typeof Harness>[0] = {}) {
  const rendered = renderWithProviders(<Harness {...props} />);
  await rendered.user.click(screen.getByRole('button', { name: '+3' }));
  return rendered;
}

describe('Modal', () => {
  it('is a modal dialog labelled by its title, rendered in a portal', async () => {
    const { container } = await openModal();
    const dialog = screen.getByRole('dialog', { name: 'Qumësht 1L' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
  });

  it('is rendered in place when inline, as a page the server renders needs it', () => {
    const { container } = renderWithProviders(
      <Modal open inline onClose={() => {}} title="Shkarkoni aplikacionin Ofertat">
        <p>Ofertat</p>
      </Modal>,
    );
    expect(container).toContainElement(screen.getByRole('dialog', { name: 'Shkarkoni aplikacionin Ofertat' }));
  });

  it('moves focus inside and keeps Tab and Shift+Tab within the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Mbyll' });
    const link = screen.getByRole('link', { name: 'Conad' });
    const ok = screen.getByRole('button', { name: 'Në rregull' });

    expect(close).toHaveFocus();
    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    const { user } = await openModal({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+3' })).toHaveFocus();
  });

  it('closes on a click outside but not on a click inside', async () => {
    const onClose = jest.fn();
    const { user } = await openModal({ onClose });
    const dialog = screen.getByRole('dialog');

    await user.click(screen.getByText('Conad').closest('div') as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();

    // The viewport around the popup is a button of its close form, outside the accessibility tree.
    const outside = dialog.querySelector<HTMLButtonElement>('[data-modal-outside]')!;
    expect(outside).toHaveAttribute('aria-hidden', 'true');
    expect(outside.form).toHaveAttribute('method', 'dialog');
    await user.click(outside);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on the close button', async () => {
    const onClose = jest.fn();
    const { user } = await openModal({ onClose });
    await user.click(screen.getByRole('button', { name: 'Mbyll' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a fixed height when asked, as for the offer popup', async () => {
    await openModal({ height: 400 });
    expect(screen.getByRole('dialog')).toHaveStyle({ height: '400px' });
  });

  it('locks page scrolling with a style of its own, in the styles of a page the server renders', () => {
    // jest resolves styled-components' Node build, which injects global styles only into a server sheet; the
    // browser's side is the app popup's e2e.
    const sheet = new ServerStyleSheet();
    renderToString(
      sheet.collectStyles(
        <ThemeProvider>
          <Modal open inline onClose={() => {}} title="Shkarkoni aplikacionin Ofertat" />
        </ThemeProvider>,
      ),
    );
    expect(sheet.getStyleTags()).toMatch(/body\s*\{\s*overflow:\s*hidden;?\s*\}/);
    sheet.seal();
  });
});

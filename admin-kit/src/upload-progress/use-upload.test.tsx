import { act, screen, waitFor, within } from '@testing-library/react';
import type { UploadOptions } from '@ofertat/shared-api';
import { Button, Link } from '@ofertat/shared-ui';
import { FormActions } from '../save';
import { renderRoute } from '../test/render';
import { useUpload } from './use-upload';

/** A stand-in for the upload call: it ends only when its signal is aborted, as a stalled upload would. */
function stalledUpload() {
  const calls: UploadOptions[] = [];
  const call = jest.fn((options: UploadOptions) => {
    calls.push(options);
    return new Promise<never>((_resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  });
  return { call, calls };
}

function UploadScreen({ call, onDone }: { call: (options: UploadOptions) => Promise<unknown>; onDone: (done: boolean) => void }) {
  const upload = useUpload();
  return (
    <>
      <Link to="/admin/market">Marketi</Link>
      <Button onClick={() => void upload.run(call).then(onDone)}>Ngarko</Button>
      {upload.status}
      <FormActions submitLabel="Ruaj" saving={upload.uploading} cancelHref="/admin/list-volantino" cancelUpload={upload.cancel} />
    </>
  );
}

function setup() {
  const upload = stalledUpload();
  const onDone = jest.fn();
  const rendered = renderRoute(<UploadScreen call={upload.call} onDone={onDone} />, { route: '/admin/add-volantino' });
  return { ...rendered, ...upload, onDone };
}

describe('useUpload', () => {
  it('"Anulo" during the upload aborts the request and leaves without asking', async () => {
    const { user, calls, onDone } = setup();
    await user.click(screen.getByRole('button', { name: 'Ngarko' }));
    expect(screen.getByRole('button', { name: 'Ruaj' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Anulo' }));
    expect(calls[0]!.signal!.aborted).toBe(true);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/list-volantino');
  });

  it('asks before another link leaves mid-way: "Qëndro" keeps the upload, "Largohu" aborts it and goes', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Ngarko' }));

    await user.click(screen.getByRole('link', { name: 'Marketi' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Skedarët po ngarkohen. Nëse largoheni, ngarkimi anulohet dhe asgjë nuk ruhet. Të largoheni?');
    await user.click(within(dialog).getByRole('button', { name: 'Qëndro' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/add-volantino');
    expect(calls[0]!.signal!.aborted).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Marketi' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Largohu' }));
    expect(calls[0]!.signal!.aborted).toBe(true);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/market');
  });

  it('asks the browser before a tab close or reload only while uploading', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Ngarko' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Anulo' }));
    expect(unload()).toBe(false);
  });

  it('links leave freely when nothing is uploading', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Marketi' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/market');
  });

  it('aborts the upload when the screen closes by any other road', async () => {
    const { user, calls, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Ngarko' }));
    act(() => unmount());
    expect(calls[0]!.signal!.aborted).toBe(true);
  });

  it('passes a failure other than a cancel on to the form', async () => {
    const failure = new Error('network');
    const onDone = jest.fn();
    const caught = jest.fn();
    function FailingScreen() {
      const upload = useUpload();
      return <Button onClick={() => void upload.run(() => Promise.reject(failure)).then(onDone, caught)}>Ngarko</Button>;
    }
    const { user } = renderRoute(<FailingScreen />);
    await user.click(screen.getByRole('button', { name: 'Ngarko' }));
    await waitFor(() => expect(caught).toHaveBeenCalledWith(failure));
    expect(onDone).not.toHaveBeenCalled();
  });
});

import { lazy, Suspense, useState } from 'react';
import { Button, Spinner } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import { SCAN_BARCODE } from './scan-title';

// The dialog, its camera code and the barcode reader come with the tap: no page loads them at first.
const ScanDialog = lazy(() => import('./scan-dialog'));

/** "Skano barkodin" on the search page: opens the scanner (IDENTITY.md §5). */
export function ScanBarcodeButton() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {SCAN_BARCODE}
      </Button>
      {open && (
        <Suspense
          fallback={
            <Modal open onClose={close} title={SCAN_BARCODE} size="sm">
              <Spinner label="Duke hapur skanerin..." />
            </Modal>
          }
        >
          <ScanDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

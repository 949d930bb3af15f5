import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, fetchProductByBarcode, messages, publicPaths, toUserMessage } from '@ofertat/shared-api';
import { readGtin } from '@ofertat/shared-api/barcodes';
import { Button, getTheme, Link, MessageBanner, useNavigate } from '@ofertat/shared-ui';
import { Modal } from '@ofertat/shared-ui/modal';
import { TextField } from '@ofertat/shared-ui/forms';
import { emptySearchState, searchHref } from '../../../lib/search-url';
import { SCAN_BARCODE } from './scan-title';
import { useBarcodeCamera, type CameraStatus } from './use-barcode-camera';

/** What the shopper reads under the picture, by where the camera is. */
const cameraTexts: Record<CameraStatus, string> = {
  opening: 'Duke hapur kamerën...',
  scanning: 'Drejtojeni kamerën te barkodi i produktit.',
  refused: 'Nuk kemi leje të përdorim kamerën. Lejojeni te cilësimet e shfletuesit, ose shkruani numrat e barkodit më poshtë.',
  absent: 'Kjo pajisje nuk ka kamerë që mund të përdorim. Shkruani numrat e barkodit më poshtë.',
  failed: 'Kamera nuk u hap. Shkruani numrat e barkodit më poshtë.',
  readerFailed: 'Leximi i barkodit nuk funksionon në këtë shfletues. Shkruani numrat e barkodit më poshtë.',
};

const cameraWorks = (status: CameraStatus) => status === 'opening' || status === 'scanning';

/** The code being looked up and what the server said of it; a found product is navigated to at once. */
type Lookup =
  | { status: 'idle' }
  | { status: 'looking'; gtin: string }
  | { status: 'notFound'; gtin: string }
  | { status: 'failed'; message: string };

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

// A phone's back camera gives a 4:3 picture; the box keeps its size while the camera opens, so nothing below moves.
const Preview = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: ${(p) => getTheme(p).radii.md};
  background: #000;
  &[hidden] { display: none; }
`;

const Hint = styled.p`
  margin: 0;
`;

// The button goes under the field where both would not fit with room for 13 digits (a phone's dialog).
const DigitsForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${(p) => getTheme(p).spacing(2)};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

export interface ScanDialogProps {
  onClose: () => void;
}

/**
 * "Skano barkodin" (IDENTITY.md §5): the camera's picture, read for a retail barcode, and a field for the code's
 * digits, checked by the GS1 rules as typed. A code found goes to its product's page; one not found says "Nuk e
 * gjetëm këtë produkt." with a search for its digits, and the camera keeps reading (another pack is looked up).
 * Without a camera the field alone works. Its module is loaded on the tap (ScanBarcodeButton), never with a page.
 */
export default function ScanDialog({ onClose }: ScanDialogProps) {
  const navigate = useNavigate();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  // Only the latest code's answer counts: a scan and a typed code may be looked up at once.
  const latest = useRef(0);

  const lookUp = useCallback(
    async (gtin: string) => {
      const call = ++latest.current;
      setLookup({ status: 'looking', gtin });
      try {
        const { product } = await fetchProductByBarcode(gtin);
        if (call === latest.current) navigate(publicPaths.product.getHref({ productId: product.productId }));
      } catch (error) {
        if (call !== latest.current) return;
        if (error instanceof ApiError && error.status === 404) setLookup({ status: 'notFound', gtin });
        else setLookup({ status: 'failed', message: toUserMessage(error, messages.generic.somethingWentWrongAl) });
      }
    },
    [navigate],
  );

  const videoRef = useRef<HTMLVideoElement>(null);
  const camera = useBarcodeCamera(videoRef, (gtin) => void lookUp(gtin));

  const [digits, setDigits] = useState('');
  // The rule speaks once the shopper has tried the code (left the field or pressed the button), then as they type.
  const [checked, setChecked] = useState(false);
  const typedGtin = readGtin(digits);
  const digitsError = checked && typedGtin === null ? messages.products.validation.barcodeInvalid : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (typedGtin !== null) void lookUp(typedGtin);
  };

  return (
    <Modal open onClose={onClose} title={SCAN_BARCODE} size="sm">
      <Body>
        <Preview ref={videoRef} hidden={!cameraWorks(camera)} muted playsInline aria-label="Pamja e kamerës" />
        {cameraWorks(camera) ? (
          <Hint role="status">{cameraTexts[camera]}</Hint>
        ) : (
          <MessageBanner tone="info">{cameraTexts[camera]}</MessageBanner>
        )}
        {lookup.status === 'looking' && <Hint role="status">Duke kërkuar produktin...</Hint>}
        {lookup.status === 'notFound' && (
          <MessageBanner tone="info">
            {messages.products.barcodeNotFound}{' '}
            <Link to={searchHref({ ...emptySearchState, q: lookup.gtin })} onClick={onClose}>
              Kërko „{lookup.gtin}“ te ofertat
            </Link>
          </MessageBanner>
        )}
        {lookup.status === 'failed' && <MessageBanner tone="error">{lookup.message}</MessageBanner>}
        <DigitsForm onSubmit={submit} noValidate aria-label="Barkodi me numra">
          <TextField
            label="Numrat e barkodit"
            name="barcode"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            value={digits}
            error={digitsError}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setDigits(event.target.value)}
            onBlur={() => setChecked(digits.trim() !== '')}
          />
          <Button type="submit">Gjej produktin</Button>
        </DigitsForm>
      </Body>
    </Modal>
  );
}

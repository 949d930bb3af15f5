import { Fragment, useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { adminPaths, ApiError, type KnownPrices, type OfferDetail, type OfferValues } from '@ofertat/shared-api';
import {
  createOffer,
  fetchKnownPrices,
  fetchMarketCities,
  fetchMarketProducts,
  fetchMarketStorePoints,
  updateOffer,
} from '@ofertat/shared-api/admin';
import { validateOffer, messages } from '@ofertat/shared-api/validation';
import { useResource } from '@ofertat/shared-ui';
import { ConfirmDialog } from '@ofertat/shared-ui/admin';
import {
  AdminForm,
  FormActions,
  FormFeedback,
  isSessionExpired,
  ResourceView,
  useSaveAndReturn,
} from '@ofertat/admin-kit';
import { OfferFields, type OfferChoices } from './offer-fields';
import {
  emptyOfferFormValues,
  mergeById,
  offerFieldError,
  toOfferCopyValues,
  toOfferFormValues,
  toOfferPayload,
  type OfferFieldError,
  type OfferFormValues,
} from './offer-form-values';
import { offerPriceDoubts, type LineDoubt } from './price-sanity';

// The field that shows an error: inputs mark themselves aria-invalid; a checkbox group only describes its error.
const FIELD_IN_ERROR = '[aria-invalid="true"], fieldset[aria-describedby] input';

/** Spec section 8: the prefix, then the server's message or else the error's own. */
export function offerSaveErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError ? (error.userMessage ?? error.message) : error instanceof Error ? error.message : String(error);
  return messages.offers.saveErrorPrefix + detail;
}

async function loadChoices(marketId: string, offer?: OfferDetail): Promise<OfferChoices> {
  const [cities, storeLocations, products] = await Promise.all([
    fetchMarketCities(marketId),
    fetchMarketStorePoints(),
    fetchMarketProducts(marketId),
  ]);
  // An offer may still name a city the market has since dropped: keep it choosable so editing does not lose it.
  return { cities: mergeById('locationId', cities, offer?.locations ?? []), storeLocations, products };
}

/**
 * The known prices of the offer's products. A check that cannot run never blocks a save: on failure the medians go
 * unchecked (the discount still is).
 */
async function knownPricesOf(payload: OfferValues): Promise<KnownPrices[]> {
  try {
    return await fetchKnownPrices(payload.products.map((line) => line.productId));
  } catch (reason) {
    console.error(reason);
    return [];
  }
}

const priceCheck = messages.offers.priceCheck;

interface OfferFormProps {
  marketId: string;
  /** The offer being edited; absent on create. */
  offer?: OfferDetail;
  /** On create, the offer whose places and products the new one starts from ("Kopjo"). */
  copyOf?: OfferDetail;
}

function OfferFormFields({ marketId, offer, copyOf, choices }: OfferFormProps & { choices: OfferChoices }) {
  const listHref = adminPaths.offers.getHref();
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<OfferFieldError | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A valid offer whose prices look wrong, waiting for the admin's word.
  const [doubtful, setDoubtful] = useState<{ payload: OfferValues; doubts: LineDoubt[] } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const productName = (productId: number) => choices.products.find((product) => product.productId === productId)?.productName;
  // Each refused save is a new object, so focus moves again even when the same rule is broken twice.
  useEffect(() => {
    if (fieldError) formRef.current?.querySelector<HTMLElement>(FIELD_IN_ERROR)?.focus();
  }, [fieldError]);
  const form = useFormik<OfferFormValues>({
    initialValues: offer ? toOfferFormValues(offer) : copyOf ? toOfferCopyValues(copyOf) : emptyOfferFormValues,
    onSubmit: async (values) => {
      // Rules 1–7 of spec section 5 in their order: the first one broken is the form's error.
      const broken = validateOffer(values);
      setError(broken);
      setFieldError(broken === null ? null : offerFieldError(values, broken));
      if (broken !== null) return;
      const payload = toOfferPayload(values, marketId);
      const doubts = offerPriceDoubts(payload.products, await knownPricesOf(payload), productName);
      if (doubts.length > 0) setDoubtful({ payload, doubts });
      else await persist(payload);
    },
  });

  async function persist(payload: OfferValues) {
    try {
      if (offer) {
        await updateOffer(offer.offerId, payload);
        save.succeed(messages.offers.updateSuccess);
      } else {
        await createOffer(payload);
        save.succeed(messages.offers.createSuccess);
      }
    } catch (reason) {
      if (isSessionExpired(reason)) return;
      console.error(reason);
      setError(offerSaveErrorMessage(reason));
    }
  }

  const saveDespiteDoubts = async () => {
    if (doubtful === null) return;
    setConfirming(true);
    await persist(doubtful.payload);
    setConfirming(false);
    setDoubtful(null);
  };

  return (
    <AdminForm ref={formRef} noValidate onSubmit={form.handleSubmit} aria-label={offer ? 'Ndrysho ofertën' : 'Krijo ofertë'}>
      <OfferFields form={form} choices={choices} fieldError={fieldError} />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions
        submitLabel={offer ? 'Ruaj ndryshimet' : 'Krijo ofertën'}
        saving={form.isSubmitting || confirming || save.saved}
        cancelHref={listHref}
      />
      <ConfirmDialog
        open={doubtful !== null}
        title={priceCheck.title}
        message={
          <>
            {priceCheck.intro}
            {doubtful?.doubts.map((doubt) => (
              <Fragment key={doubt.index}>
                <br />
                {doubt.text}
              </Fragment>
            ))}
          </>
        }
        confirmLabel={priceCheck.confirm}
        cancelLabel={priceCheck.cancel}
        confirmVariant="primary"
        busy={confirming}
        onConfirm={() => void saveDespiteDoubts()}
        onCancel={() => setDoubtful(null)}
      />
    </AdminForm>
  );
}

/** The offer form with its choices loaded: cities, store points and products of the market. */
export function OfferForm({ marketId, offer, copyOf }: OfferFormProps) {
  const choices = useResource(() => loadChoices(marketId, offer ?? copyOf), [marketId, offer, copyOf]);
  return (
    <ResourceView resource={choices} errorMessage={messages.search.dataFailure}>
      {(data) => <OfferFormFields marketId={marketId} offer={offer} copyOf={copyOf} choices={data} />}
    </ResourceView>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useFormik } from 'formik';
import { type StorePoint } from '@ofertat/shared-api';
import { createStorePoint, fetchMarketCities, updateStorePoint } from '@ofertat/shared-api/admin';
import { storePointSchema, messages } from '@ofertat/shared-api/validation';
import { Spinner, useResource } from '@ofertat/shared-ui';
import { NumberField, SelectField, TextField } from '@ofertat/shared-ui/forms';
import { AdminForm, FormActions, FormFeedback, saveFailureText, useSaveAndReturn, WrapRow } from '@ofertat/admin-kit';
import { formatCoordinate, typedPoint, type LatLon } from './coordinates';

const LocationPicker = lazy(() => import('./location-picker'));

interface StorePointFormValues {
  storeLocationName: string;
  /** formik gives number inputs as numbers, and '' while empty. */
  latitude: number | string;
  longitude: number | string;
  locationId: string;
}

export interface StorePointFormProps {
  marketId: string;
  /** The store point being edited; absent on create. */
  storeLocation?: StorePoint;
  /** Where to go after a successful save. */
  listHref: string;
}

const toValues = (store?: StorePoint): StorePointFormValues => ({
  storeLocationName: store?.storeLocationName ?? '',
  latitude: store ? String(store.latitude) : '',
  longitude: store ? String(store.longitude) : '',
  locationId: store?.locationId ? String(store.locationId) : '',
});

/** Name, coordinates (typed or picked on the map) and optional city of a store point. */
export function StorePointForm({ marketId, storeLocation, listHref }: StorePointFormProps) {
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const cities = useResource(() => fetchMarketCities(marketId), [marketId]);
  const form = useFormik<StorePointFormValues>({
    initialValues: toValues(storeLocation),
    validationSchema: storePointSchema,
    onSubmit: async (values) => {
      setError(null);
      // The schema casts the typed texts: coordinates and ids travel as numbers.
      const payload = await storePointSchema.validate({ ...values, marketId });
      try {
        if (storeLocation) {
          await updateStorePoint(storeLocation.storeLocationId, payload);
          save.succeed(messages.storeLocations.updateSuccess);
        } else {
          await createStorePoint(payload);
          save.succeed(messages.storeLocations.createSuccess);
        }
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.somethingWentWrongAl));
      }
    },
  });

  const fieldError = (name: keyof StorePointFormValues) => (form.touched[name] ? form.errors[name] : undefined);
  const pick = ({ latitude, longitude }: LatLon) => {
    void form.setValues({ ...form.values, latitude: formatCoordinate(latitude), longitude: formatCoordinate(longitude) });
  };
  const cityOptions = cities.status === 'success' ? cities.data.map((city) => ({ value: city.locationId, label: city.locationName })) : [];

  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <TextField label="Emri i pikës" required {...form.getFieldProps('storeLocationName')} error={fieldError('storeLocationName')} />
      <WrapRow>
        <NumberField label="Gjerësia (latitude)" required min={-90} max={90} {...form.getFieldProps('latitude')} error={fieldError('latitude')} />
        <NumberField label="Gjatësia (longitude)" required min={-180} max={180} {...form.getFieldProps('longitude')} error={fieldError('longitude')} />
      </WrapRow>
      <Suspense fallback={<Spinner label="Duke u ngarkuar Harta..." />}>
        <LocationPicker point={typedPoint(form.values.latitude, form.values.longitude)} onPick={pick} />
      </Suspense>
      <SelectField
        label="Qyteti"
        hint="Opsional: ofertat e qytetit shfaqen edhe në faqen e kësaj pike."
        placeholder="Pa qytet"
        options={cityOptions}
        {...form.getFieldProps('locationId')}
      />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel={storeLocation ? 'Ruaj ndryshimet' : 'Shto pikën'} saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}

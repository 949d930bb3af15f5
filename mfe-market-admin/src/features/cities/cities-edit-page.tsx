import { useState } from 'react';
import { useFormik } from 'formik';
import { adminPaths, fetchLocations, fetchMarketLocations, messages, toUserMessage, updateMarketLocations } from '@ofertat/shared-api';
import { marketCitiesSchema } from '@ofertat/shared-api/validation';
import {
  AdminForm,
  AdminPage,
  CheckboxListField,
  FormActions,
  FormFeedback,
  isSessionExpired,
  RequireStoredIds,
  ResourceView,
  useResource,
  useSaveAndReturn,
} from '@ofertat/shared-ui';

interface CitiesFormProps {
  marketId: string;
  cities: { locationId: number; locationName: string }[];
  initialIds: number[];
}

function CitiesForm({ marketId, cities, initialIds }: CitiesFormProps) {
  const listHref = adminPaths.cities.getHref();
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { locationIds: initialIds },
    validationSchema: marketCitiesSchema,
    validateOnChange: false,
    onSubmit: async ({ locationIds }) => {
      setError(null);
      try {
        await updateMarketLocations(marketId, locationIds);
        save.succeed(messages.marketCities.updateSuccess);
      } catch (reason) {
        if (!isSessionExpired(reason)) setError(toUserMessage(reason, messages.generic.somethingWentWrongAl));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <CheckboxListField
        legend="Qytetet ku shërben marketi"
        filterLabel="Filtro qytetet"
        options={cities.map((city) => ({ value: city.locationId, label: city.locationName }))}
        selected={form.values.locationIds}
        onChange={(ids) => void form.setFieldValue('locationIds', ids)}
        error={form.submitCount > 0 ? (form.errors.locationIds as string | undefined) : undefined}
      />
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel="Ruaj qytetet" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
    </AdminForm>
  );
}

async function loadCityChoices(marketId: string) {
  const [cities, current] = await Promise.all([fetchLocations(), fetchMarketLocations(marketId)]);
  return { cities, initialIds: current.map((city) => city.locationId) };
}

function CitiesFormLoader({ marketId }: { marketId: string }) {
  const choices = useResource(() => loadCityChoices(marketId), [marketId]);
  return (
    <ResourceView resource={choices} errorMessage={messages.search.dataFailure}>
      {(data) => <CitiesForm marketId={marketId} {...data} />}
    </ResourceView>
  );
}

/** /admin/add-user-market: checkboxes that set the market's cities. */
export function CitiesEditPage() {
  return (
    <AdminPage title="Qytetet e marketit">
      <RequireStoredIds ids={['userId', 'marketId']} missingMessages={{ userId: messages.storageGuard.marketCitiesUserMissing }}>
        {({ marketId }) => <CitiesFormLoader marketId={marketId} />}
      </RequireStoredIds>
    </AdminPage>
  );
}

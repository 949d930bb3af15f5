import { useState } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { adminPaths, fetchCities } from '@ofertat/shared-api';
import { fetchMarketCities, updateMarketCities } from '@ofertat/shared-api/admin';
import { marketCitiesSchema, messages } from '@ofertat/shared-api/validation';
import { ButtonLink, EmptyState, getTheme, useResource } from '@ofertat/shared-ui';
import {
  AdminForm,
  AdminPage,
  CheckboxListField,
  FormActions,
  FormFeedback,
  RequireStoredIds,
  ResourceView,
  saveFailureText,
  useSaveAndReturn,
} from '@ofertat/admin-kit';

const CityList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${(p) => getTheme(p).spacing(1)} ${(p) => getTheme(p).spacing(3)};
    border-radius: ${(p) => getTheme(p).radii.pill};
    background: ${(p) => getTheme(p).colors.primarySoft};
  }
`;

function MarketCities({ marketId }: { marketId: string }) {
  const cities = useResource(() => fetchMarketCities(marketId), [marketId]);
  return (
    <ResourceView resource={cities} errorMessage={messages.search.dataFailure}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message="Marketi nuk ka ende qytete." />
        ) : (
          <CityList aria-label="Qytetet e marketit">
            {list.map((city) => (
              <li key={city.locationId}>{city.locationName}</li>
            ))}
          </CityList>
        )
      }
    </ResourceView>
  );
}

/** /admin/list-market-location: the cities the market serves. */
export function CitiesListPage() {
  return (
    <AdminPage title="Qytetet" actions={<ButtonLink to={adminPaths.editCities.getHref()}>Shto qytete</ButtonLink>}>
      <RequireStoredIds ids={['marketId']}>{({ marketId }) => <MarketCities marketId={marketId} />}</RequireStoredIds>
    </AdminPage>
  );
}

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
        await updateMarketCities(marketId, locationIds);
        save.succeed(messages.marketCities.updateSuccess);
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.somethingWentWrongAl));
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
  const [cities, current] = await Promise.all([fetchCities(), fetchMarketCities(marketId)]);
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

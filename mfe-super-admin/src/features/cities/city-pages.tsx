import { useState } from 'react';
import styled from 'styled-components';
import { useFormik } from 'formik';
import { fetchCities, superAdminPaths, type City } from '@ofertat/shared-api';
import { createCity } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, Card } from '@ofertat/shared-ui';
import { matchesSearchText, TextField } from '@ofertat/shared-ui/forms';
import {
  AdminForm,
  AdminPage,
  FormActions,
  FormFeedback,
  PagedCardList,
  saveFailureText,
  useSaveAndReturn,
  useSearchableList,
} from '@ofertat/admin-kit';

const CityName = styled.span`
  overflow-wrap: anywhere;
`;

/** The cities (Qytetet) markets and offers can name; they are added, never edited or removed (spec section 2). */
export function CityListPage() {
  const { resource: cities, pages } = useSearchableList<City>(fetchCities, [], (city, query) => matchesSearchText(city.locationName, query));
  const addLink = <ButtonLink to={superAdminPaths.addCity.getHref()}>Shto qytet</ButtonLink>;
  return (
    <AdminPage title="Qytetet" actions={addLink}>
      <PagedCardList
        resource={cities}
        errorMessage={messages.search.dataFailure}
        pages={pages}
        searchLabel="Kërko qytet"
        emptyMessage="Nuk ka ende qytete."
        emptyAction={addLink}
        minItemWidth={160}
        renderItem={(city) => (
          <Card key={city.locationId} padding="sm">
            <CityName>{city.locationName}</CityName>
          </Card>
        )}
      />
    </AdminPage>
  );
}

const listHref = superAdminPaths.cities.getHref();

/** Add a city: its name only. No client validation (spec section 5); the server's message is shown. */
export function CityCreatePage() {
  const save = useSaveAndReturn(listHref);
  const [error, setError] = useState<string | null>(null);
  const form = useFormik({
    initialValues: { locationName: '' },
    onSubmit: async (values) => {
      setError(null);
      try {
        await createCity(values);
        save.succeed(messages.locations.createSuccess);
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.createError));
      }
    },
  });
  return (
    <AdminPage title="Shto qytet">
      <AdminForm noValidate onSubmit={form.handleSubmit}>
        <TextField label="Emri i qytetit" autoComplete="off" {...form.getFieldProps('locationName')} />
        <FormFeedback success={save.successMessage} error={error} />
        <FormActions submitLabel="Shto" saving={form.isSubmitting || save.saved} cancelHref={listHref} />
      </AdminForm>
    </AdminPage>
  );
}

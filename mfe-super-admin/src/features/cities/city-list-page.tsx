import styled from 'styled-components';
import { fetchLocations, messages, superAdminPaths, type City } from '@ofertat/shared-api';
import { AdminPage, ButtonLink, Card, matchesSearchText, PagedCardList, useSearchableList } from '@ofertat/shared-ui';

const CityName = styled.span`
  overflow-wrap: anywhere;
`;

/** The cities (Qytetet) markets and offers can name; they are added, never edited or removed (spec section 2). */
export function CityListPage() {
  const { resource: cities, pages } = useSearchableList<City>(fetchLocations, [], (city, query) => matchesSearchText(city.locationName, query));
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

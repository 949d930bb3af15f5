import styled from 'styled-components';
import { adminPaths, fetchMarketLocations, messages } from '@ofertat/shared-api';
import { AdminPage, ButtonLink, EmptyState, getTheme, RequireStoredIds, ResourceView, useResource } from '@ofertat/shared-ui';

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
  const cities = useResource(() => fetchMarketLocations(marketId), [marketId]);
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

import styled from 'styled-components';
import { Link, Card, getTheme, useResource } from '@ofertat/shared-ui';
import { AdminPage, ResourceView } from '@ofertat/admin-kit';
import { superAdminPaths, useSession, type AdminOverview } from '@ofertat/shared-api';
import { fetchAdminOverview } from '@ofertat/shared-api/admin';
import { PlatformAnalyticsView } from './platform-analytics';

// Not in the spec: the overview's own failure text.
const OVERVIEW_LOAD_FAILURE = 'Gabim gjatë marrjes së përmbledhjes.';

interface Tile {
  key: keyof AdminOverview;
  label: string;
  /** The screen where the number can be looked into. */
  href: string;
}

const TILES: readonly Tile[] = [
  { key: 'markets', label: 'Markete aktive', href: superAdminPaths.markets.getHref() },
  { key: 'activeUsers', label: 'Përdorues aktivë', href: superAdminPaths.users.getHref() },
  { key: 'currentOffers', label: 'Oferta në fuqi', href: superAdminPaths.offers.getHref() },
  { key: 'activeAds', label: 'Reklama aktive', href: superAdminPaths.ads.getHref() },
  { key: 'currentFlyers', label: 'Volantino në fuqi', href: superAdminPaths.flyers.getHref() },
  { key: 'adClicks', label: 'Klikime në reklama', href: superAdminPaths.ads.getHref() },
  { key: 'flyerClicks', label: 'Klikime në volantino', href: superAdminPaths.flyers.getHref() },
];

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TileLink = styled(Link)`
  display: flex;
  flex-direction: column-reverse;
  gap: ${(p) => getTheme(p).spacing(1)};
  color: inherit;
  text-decoration: none;
  &:hover strong {
    color: ${(p) => getTheme(p).colors.primaryHover};
  }
`;

const Count = styled.strong`
  font-size: 2rem;
  line-height: 1.1;
  color: ${(p) => getTheme(p).colors.primary};
  font-variant-numeric: tabular-nums;
`;

const numberFormat = new Intl.NumberFormat('sq-AL');

/** The area home: what the platform holds today, each number a link to its list, and what its pages drew lately. */
export function AreaHomePage() {
  const username = useSession((session) => session.username);
  const overview = useResource(fetchAdminOverview, []);
  return (
    <AdminPage
      title={`Mirë se vini, ${username ?? ''}`.trim()}
      description="Administroni marketet, përdoruesit, qytetet, kategoritë, produktet, reklamat dhe volantinot."
    >
      <ResourceView resource={overview} errorMessage={OVERVIEW_LOAD_FAILURE}>
        {(counts) => (
          <Tiles aria-label="Përmbledhje">
            {TILES.map((tile) => (
              <li key={tile.key}>
                <Card>
                  {/* Label first in the DOM so a screen reader says what the number counts before the number. */}
                  <TileLink to={tile.href}>
                    <span>{tile.label}</span>
                    <Count>{numberFormat.format(counts[tile.key])}</Count>
                  </TileLink>
                </Card>
              </li>
            ))}
          </Tiles>
        )}
      </ResourceView>
      <PlatformAnalyticsView />
    </AdminPage>
  );
}

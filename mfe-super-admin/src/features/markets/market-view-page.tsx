import {
  Link,
  AdminPage,
  ButtonLink,
  DetailList,
  ImageWithFallback,
  ResourceView,
  SectionTitle,
  useRouteResource,
  WrapRow,
} from '@ofertat/shared-ui';
import { fetchMarket, fetchUsers, ROLES, superAdminPaths, type MarketDetail, type User } from '@ofertat/shared-api';
import { flyerListHref } from '../../lib/flyer-links';
import { marketLoadFailureText } from './route-market';

interface MarketView {
  market: MarketDetail;
  /** The market's admin accounts, active or not. */
  admins: User[];
}

async function loadMarketView(marketId: number): Promise<MarketView> {
  const [market, users] = await Promise.all([fetchMarket(marketId), fetchUsers()]);
  return { market, admins: users.filter((user) => user.marketId === market.marketId && user.role === ROLES.admin) };
}

const namesOrDash = (names: string[]) => (names.length === 0 ? '–' : names.join(', '));

export function MarketViewPage() {
  const view = useRouteResource('marketId', loadMarketView);
  return (
    <AdminPage title="Marketi">
      <ResourceView resource={view} errorMessage={marketLoadFailureText}>
        {({ market, admins }) => (
          <>
            <ImageWithFallback src={market.marketLogo} alt={`Logo e ${market.marketName}`} width={200} height={120} fit="contain" />
            <DetailList>
              <dt>Emri</dt>
              <dd>{market.marketName}</dd>
              <dt>Qytetet</dt>
              <dd>{namesOrDash(market.cities.map((city) => city.locationName))}</dd>
              <dt>Pika shitjeje</dt>
              <dd>{market.storeLocationCount}</dd>
            </DetailList>
            <section>
              <SectionTitle>Administratorët</SectionTitle>
              {admins.length === 0 ? (
                <p>Ky market nuk ka ende administrator.</p>
              ) : (
                <ul>
                  {admins.map((admin) => (
                    <li key={admin.userId}>
                      <Link to={superAdminPaths.viewUser.getHref({ userId: admin.userId })}>
                        {admin.userName} {admin.userSurname}
                      </Link>{' '}
                      ({admin.email}
                      {admin.isActive ? '' : ', joaktiv'})
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <WrapRow>
              <ButtonLink to={superAdminPaths.editMarket.getHref({ marketId: market.marketId })}>Ndrysho</ButtonLink>
              <ButtonLink to={flyerListHref(market.marketId)} variant="secondary">
                Volantinot e marketit
              </ButtonLink>
              <ButtonLink to={superAdminPaths.markets.getHref()} variant="secondary">
                Te lista
              </ButtonLink>
            </WrapRow>
          </>
        )}
      </ResourceView>
    </AdminPage>
  );
}

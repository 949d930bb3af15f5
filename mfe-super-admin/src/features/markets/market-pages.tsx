import { useState } from 'react';
import { useFormik } from 'formik';
import {
  fetchMarket,
  fetchMarkets,
  ROLES,
  superAdminPaths,
  toUserMessage,
  type Market,
  type MarketDetail,
  type User,
} from '@ofertat/shared-api';
import { createMarket, deactivateMarket, fetchUsers, updateMarket } from '@ofertat/shared-api/admin';
import { messages } from '@ofertat/shared-api/validation';
import { ButtonLink, ImageWithFallback, Link } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminForm,
  AdminPage,
  CardActions,
  DetailList,
  FormActions,
  FormFeedback,
  PagedCardList,
  ResourceView,
  saveFailureText,
  SectionTitle,
  useDeletableList,
  useRouteResource,
  useSaveAndReturn,
  useUpload,
  WrapRow,
} from '@ofertat/admin-kit';
import { flyerListHref } from '../../lib/flyer-links';
import { MarketFields, type MarketFormValues } from './market-fields';
import { marketLoadFailureText } from './route-market';

/** Active markets as cards (GET /api/market/all lists only those), with Shiko / Ndrysho / Deaktivizo. */
export function MarketListPage() {
  // A deactivated market leaves the list, which shows only active ones.
  const { resource: markets, pages, deletion: deactivation } = useDeletableList<Market>({
    load: fetchMarkets,
    matchesSearch: (market, query) => matchesSearchText(market.marketName, query),
    sameItem: (a, b) => a.marketId === b.marketId,
    remove: (market) => deactivateMarket(market.marketId),
    messages: {
      confirm: messages.markets.deactivateConfirm,
      success: messages.markets.deactivateSuccess,
      failure: (error) => toUserMessage(error, messages.markets.deactivateFailure),
    },
  });
  const addLink = <ButtonLink to={superAdminPaths.addMarket.getHref()}>Shto nje market</ButtonLink>;

  return (
    <AdminPage title="Marketet" actions={addLink}>
      <PagedCardList
        resource={markets}
        errorMessage={messages.markets.loadFailure}
        pages={pages}
        searchLabel="Kërko market"
        emptyMessage={messages.markets.empty}
        emptyAction={addLink}
        noMatchMessage={messages.markets.empty}
        removal={deactivation}
        renderItem={(market) => (
          <AdminCard
            key={market.marketId}
            title={market.marketName}
            media={<ImageWithFallback src={market.marketLogo} alt={`Logo e ${market.marketName}`} width={200} height={100} fit="contain" />}
            actions={
              <CardActions
                viewHref={superAdminPaths.viewMarket.getHref({ marketId: market.marketId })}
                editHref={superAdminPaths.editMarket.getHref({ marketId: market.marketId })}
                onDeactivate={() => deactivation.request(market)}
              />
            }
          />
        )}
      />
    </AdminPage>
  );
}

const listHref = superAdminPaths.markets.getHref();

export function MarketCreatePage() {
  const save = useSaveAndReturn(listHref);
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<MarketFormValues>({
    initialValues: { marketName: '', marketLogo: null },
    onSubmit: async (values) => {
      setError(null);
      try {
        const fields = { marketName: values.marketName, marketLogo: values.marketLogo };
        if (await upload.run((options) => createMarket(fields, options))) save.succeed(messages.markets.createSuccess);
      } catch (reason) {
        setError(saveFailureText(reason, messages.markets.createError));
      }
    },
  });
  return (
    <AdminPage title="Krijo nje market te ri">
      <AdminForm noValidate onSubmit={form.handleSubmit}>
        <MarketFields form={form} />
        {upload.status}
        <FormFeedback success={save.successMessage} error={error} />
        <FormActions submitLabel="Krijo" saving={form.isSubmitting || save.saved} cancelHref={listHref} cancelUpload={upload.cancel} />
      </AdminForm>
    </AdminPage>
  );
}

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

function MarketEditForm({ market }: { market: MarketDetail }) {
  const save = useSaveAndReturn(listHref);
  const upload = useUpload();
  const [error, setError] = useState<string | null>(null);
  const form = useFormik<MarketFormValues>({
    initialValues: { marketName: market.marketName, marketLogo: null },
    onSubmit: async (values) => {
      setError(null);
      try {
        // No file leaves the logo as it is.
        const fields = { marketName: values.marketName, marketLogo: values.marketLogo };
        if (await upload.run((options) => updateMarket(market.marketId, fields, options))) save.succeed(messages.markets.updateSuccess);
      } catch (reason) {
        setError(saveFailureText(reason, messages.generic.somethingWentWrongEn));
      }
    },
  });
  return (
    <AdminForm noValidate onSubmit={form.handleSubmit}>
      <MarketFields form={form} currentLogoUrl={market.marketLogo} />
      {upload.status}
      <FormFeedback success={save.successMessage} error={error} />
      <FormActions submitLabel="Ruaj ndryshimet" saving={form.isSubmitting || save.saved} cancelHref={listHref} cancelUpload={upload.cancel} />
    </AdminForm>
  );
}

export function MarketEditPage() {
  const market = useRouteResource('marketId', fetchMarket);
  return (
    <AdminPage title="Ndrysho marketin">
      <ResourceView resource={market} errorMessage={marketLoadFailureText}>
        {(data) => <MarketEditForm market={data} />}
      </ResourceView>
    </AdminPage>
  );
}

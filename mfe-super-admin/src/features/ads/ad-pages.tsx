import { AD_DISPLAY_ORDER, superAdminPaths, type Ad } from '@ofertat/shared-api';
import { createAd, deactivateAd, fetchAd, fetchAds, updateAd } from '@ofertat/shared-api/admin';
import { adCreateSchema, adEditSchema, messages } from '@ofertat/shared-api/validation';
import { ButtonLink, ImageWithFallback } from '@ofertat/shared-ui';
import { matchesSearchText } from '@ofertat/shared-ui/forms';
import {
  AdminCard,
  AdminPage,
  CardActions,
  DetailList,
  isNotFoundError,
  PagedCardList,
  ResourceView,
  StatusBadge,
  useDeactivatableList,
  useRouteResource,
} from '@ofertat/admin-kit';
import { AdForm } from './ad-form';
import { emptyAdFormValues, toAdFormValues } from './ad-fields';

const STATUS_LABELS = { active: 'Aktive', inactive: 'Joaktive', all: 'Të gjitha' };

function placement(displayOrder: number): string {
  if (displayOrder === AD_DISPLAY_ORDER.top) return `${displayOrder} (lart)`;
  if (displayOrder === AD_DISPLAY_ORDER.bottom) return `${displayOrder} (poshtë)`;
  return String(displayOrder);
}

const matchesAd = (ad: Ad, query: string) => matchesSearchText(ad.adsName, query) || matchesSearchText(ad.adsOutsideLink, query);

/**
 * Ads with their click counts, one status at a time (active by default). Deactivate asks first, then the ad
 * leaves the active list and the message says it was deleted (spec section 4); the inactive ones stay reachable
 * for editing, which is how an ad is switched back on.
 */
export function AdListPage() {
  const { resource: ads, pages, deactivation, statusFilter } = useDeactivatableList<Ad>({
    load: fetchAds,
    isActive: (ad) => ad.active,
    matchesSearch: matchesAd,
    sameItem: (a, b) => a.adsId === b.adsId,
    deactivate: (ad) => deactivateAd(ad.adsId),
    markInactive: (ad) => ({ ...ad, active: false }),
    statusLabels: STATUS_LABELS,
    messages: { confirm: messages.ads.deactivateConfirm, success: messages.ads.deactivateSuccess, failure: messages.ads.deactivateFailure },
  });
  const addLink = <ButtonLink to={superAdminPaths.addAd.getHref()}>Shto reklamë</ButtonLink>;

  return (
    <AdminPage title="Reklamat" actions={addLink}>
      <PagedCardList
        resource={ads}
        errorMessage={messages.ads.loadFailure}
        pages={pages}
        searchLabel="Kërko reklamë"
        filters={statusFilter}
        emptyMessage="Nuk ka ende reklama."
        emptyAction={addLink}
        noMatchMessage="Asnjë reklamë e gjetur."
        minItemWidth={280}
        removal={deactivation}
        renderItem={(ad) => (
          <AdminCard
            key={ad.adsId}
            title={ad.adsName}
            badge={!ad.active && <StatusBadge $tone="muted">Joaktive</StatusBadge>}
            media={<ImageWithFallback src={ad.adsImageUrl} alt="" width={320} height={80} fit="contain" />}
            actions={
              <CardActions
                editHref={superAdminPaths.editAd.getHref({ adsId: ad.adsId })}
                onDeactivate={() => deactivation.request(ad)}
                inactive={!ad.active}
              />
            }
          >
            <DetailList>
              <dt>Linku</dt>
              <dd>
                <a href={ad.adsOutsideLink} target="_blank" rel="noopener noreferrer">
                  {ad.adsOutsideLink}
                </a>
              </dd>
              <dt>Rendi</dt>
              <dd>{placement(ad.displayOrder)}</dd>
              <dt>Klikime</dt>
              <dd>{ad.adsClicks}</dd>
            </DetailList>
          </AdminCard>
        )}
      />
    </AdminPage>
  );
}

/** Add an ad: name, link, display order (≥ 1), active and image, all required (spec section 5). */
export function AdCreatePage() {
  return (
    <AdminPage title="Shto reklamë">
      <AdForm
        initialValues={emptyAdFormValues}
        schema={adCreateSchema}
        imageRequired
        // The schema made the image required, so it is there.
        save={(fields, options) => createAd({ ...fields, adsImageUrl: fields.adsImageUrl! }, options)}
        successMessage={messages.ads.createSuccess}
        failureMessage={messages.generic.createError}
        submitLabel="Krijo"
      />
    </AdminPage>
  );
}

const loadFailureText = (error: unknown) => (isNotFoundError(error) ? messages.ads.notFound : messages.ads.loadFailure);

/** Edit an ad (image optional); 'Ad updated successfully!', then the list (spec section 2). */
export function AdEditPage() {
  const ad = useRouteResource('adsId', fetchAd);
  return (
    <AdminPage title="Ndrysho reklamën">
      <ResourceView resource={ad} errorMessage={loadFailureText}>
        {(data) => (
          <AdForm
            initialValues={toAdFormValues(data)}
            schema={adEditSchema}
            imageRequired={false}
            currentImageUrl={data.adsImageUrl}
            save={(fields, options) => updateAd(data.adsId, fields, options)}
            successMessage={messages.ads.updateSuccess}
            failureMessage={messages.generic.somethingWentWrongEn}
            submitLabel="Ruaj ndryshimet"
          />
        )}
      </ResourceView>
    </AdminPage>
  );
}

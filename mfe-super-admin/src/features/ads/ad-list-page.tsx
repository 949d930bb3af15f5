import { AD_DISPLAY_ORDER, deactivateAd, fetchAds, messages, superAdminPaths, type Ad } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  ButtonLink,
  CardActions,
  DetailList,
  ImageWithFallback,
  matchesSearchText,
  PagedCardList,
  StatusBadge,
  useDeactivatableList,
} from '@ofertat/shared-ui';

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

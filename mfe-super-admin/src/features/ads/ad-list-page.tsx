import { useMemo } from 'react';
import { AD_DISPLAY_ORDER, deactivateAd, fetchAds, messages, superAdminPaths, toUserMessage, type Ad } from '@ofertat/shared-api';
import {
  AdminCard,
  AdminPage,
  Button,
  ButtonLink,
  DetailList,
  ImageWithFallback,
  matchesActiveStatus,
  matchesSearchText,
  PagedCardList,
  StatusBadge,
  StatusFilterField,
  useActiveStatusParam,
  useDeleteWithConfirm,
  useFilteredPages,
  useResource,
} from '@ofertat/shared-ui';

const NO_ADS: Ad[] = [];
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
  const ads = useResource(fetchAds, []);
  const [status, setStatus] = useActiveStatusParam();
  const loaded = ads.status === 'success' ? ads.data : NO_ADS;
  const shown = useMemo(() => loaded.filter((ad) => matchesActiveStatus(ad.active, status)), [loaded, status]);
  const pages = useFilteredPages(shown, matchesAd);
  const deactivation = useDeleteWithConfirm<Ad>({
    confirmMessage: messages.ads.deactivateConfirm,
    remove: (ad) => deactivateAd(ad.adsId),
    onRemoved: (ad) => ads.update((list) => list.map((item) => (item.adsId === ad.adsId ? { ...item, active: false } : item))),
    successMessage: messages.ads.deactivateSuccess,
    errorMessage: (error) => toUserMessage(error, messages.ads.deactivateFailure),
  });
  const addLink = <ButtonLink to={superAdminPaths.addAd.getHref()}>Shto reklamë</ButtonLink>;

  return (
    <AdminPage title="Reklamat" actions={addLink}>
      {deactivation.feedback}
      <PagedCardList
        resource={ads}
        errorMessage={messages.ads.loadFailure}
        pages={pages}
        searchLabel="Kërko reklamë"
        filters={<StatusFilterField status={status} onChange={setStatus} labels={STATUS_LABELS} />}
        emptyMessage="Nuk ka ende reklama."
        emptyAction={addLink}
        noMatchMessage="Asnjë reklamë e gjetur."
        minItemWidth={280}
        renderItem={(ad) => (
          <AdminCard
            key={ad.adsId}
            title={ad.adsName}
            badge={!ad.active && <StatusBadge $tone="muted">Joaktive</StatusBadge>}
            media={<ImageWithFallback src={ad.adsImageUrl} alt="" width={320} height={80} fit="contain" />}
            actions={
              <>
                <ButtonLink to={superAdminPaths.editAd.getHref({ adsId: ad.adsId })} variant="secondary" size="sm">
                  Ndrysho
                </ButtonLink>
                <Button variant="danger" size="sm" disabled={!ad.active} onClick={() => deactivation.request(ad)}>
                  Deaktivizo
                </Button>
              </>
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
      {deactivation.dialog}
    </AdminPage>
  );
}

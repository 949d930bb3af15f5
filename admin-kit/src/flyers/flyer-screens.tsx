import { lazy, Suspense } from 'react';
import { Link, ButtonLink, ImageWithFallback, Spinner, formatDayMonthYear } from '@ofertat/shared-ui';
import { fetchFlyer, publicPaths } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { AdminPage } from '../admin-page';
import { DetailList, WrapRow } from '../admin.styles';
import { isNotFoundError, ResourceView, useRouteResource } from '../resource-view';
import { flyerErrorMessage } from './flyer-error';
import type { FlyerCreateScreenProps, FlyerScreenProps } from './types';

const FlyerForm = lazy(() => import('./flyer-form'));

// A malformed id in the address reads as "not found" rather than as a generic failure.
const routeFlyerError = (error: unknown) => (isNotFoundError(error) ? messages.volantino.notFound : flyerErrorMessage(error));

/** Add a flyer: name, image, PDF, start and end, all required. */
export function FlyerCreateScreen({ marketId, paths, marketChooser }: FlyerCreateScreenProps) {
  return (
    <AdminPage title="Shto volantino">
      {marketChooser}
      <Suspense fallback={<Spinner />}>
        <FlyerForm marketId={marketId} paths={paths} />
      </Suspense>
    </AdminPage>
  );
}

/** Edit a flyer; files left empty keep the current ones. */
export function FlyerEditScreen({ paths }: FlyerScreenProps) {
  const flyer = useRouteResource('volantinoId', fetchFlyer);
  return (
    <AdminPage title="Ndrysho volantino">
      <ResourceView resource={flyer} errorMessage={routeFlyerError}>
        {(data) => (
          <Suspense fallback={<Spinner />}>
            <FlyerForm flyer={data} marketId={data.marketId} paths={paths} />
          </Suspense>
        )}
      </ResourceView>
    </AdminPage>
  );
}

/** A flyer's details, its cover and links to open the PDF. */
export function FlyerViewScreen({ paths }: FlyerScreenProps) {
  const flyer = useRouteResource('volantinoId', fetchFlyer);
  return (
    <AdminPage title="Volantino">
      <ResourceView resource={flyer} errorMessage={routeFlyerError}>
        {(data) => (
          <>
            <DetailList>
              <dt>Emri</dt>
              <dd>{data.volantinoName}</dd>
              <dt>Marketi</dt>
              <dd>{data.marketName}</dd>
              <dt>Fillon</dt>
              <dd>{formatDayMonthYear(data.volantinoStartDate)}</dd>
              <dt>Mbaron</dt>
              <dd>{formatDayMonthYear(data.volantinoEndDate)}</dd>
              <dt>Klikime</dt>
              <dd>{data.volantinoClicks}</dd>
            </DetailList>
            <ImageWithFallback src={data.volantinoImageUrl} alt={`Kopertina e ${data.volantinoName}`} width={320} height={420} fit="contain" />
            <WrapRow>
              {/* Uploaded PDFs are served as downloads (never opened inside the site's origin); the viewer below reads them. */}
              <ButtonLink to={data.volantinoPdfUrl} reloadDocument download>
                Shkarko PDF-në
              </ButtonLink>
              <ButtonLink to={paths.edit(data.volantinoId)} variant="secondary">
                Ndrysho
              </ButtonLink>
              <ButtonLink to={paths.list} variant="secondary">
                Te lista
              </ButtonLink>
              {/* The public viewer takes the PDF address through navigation state, as the public flyer list sends it. */}
              <Link to={publicPaths.flyer.getHref({ volantinoId: data.volantinoId })} state={{ pdfUrl: data.volantinoPdfUrl, name: data.volantinoName }}>
                Shiko në lexuesin publik
              </Link>
            </WrapRow>
          </>
        )}
      </ResourceView>
    </AdminPage>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import {
  Link,
  useLocation,
  useParams,
  ErrorState,
  getTheme,
  parseRouteId,
  Spinner,
  useResource,
} from '@ofertat/shared-ui';
import styled from 'styled-components';
import { ApiError, fetchFlyer, messages, publicPaths } from '@ofertat/shared-api';
import { Page, PageTitle } from '../../components/page';
import { useHydrated } from '../../lib/use-hydrated';
import { NotFoundScreen } from '../../components/not-found-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { flyerErrorMessage } from './flyer-error';
import { readFlyerNavigationState } from './flyer-navigation';
import { FLYERS_TITLE } from './flyer-list-page';

const PdfViewer = lazy(() => import('./pdf-viewer'));

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${(p) => getTheme(p).controlHeight.sm};
  margin-bottom: ${(p) => getTheme(p).spacing(2)};
  color: ${(p) => getTheme(p).colors.primaryHover};
`;

// Tall enough to read a page on a phone, and never taller than the screen under the header.
const ViewerBox = styled.div`
  height: calc(100vh - ${(p) => getTheme(p).headerHeight} - ${(p) => getTheme(p).spacing(16)});
  height: calc(100dvh - ${(p) => getTheme(p).headerHeight} - ${(p) => getTheme(p).spacing(16)});
  min-height: 360px;
  margin-top: ${(p) => getTheme(p).spacing(4)};
  border: 1px solid ${(p) => getTheme(p).colors.divider};
  border-radius: ${(p) => getTheme(p).radii.md};
  overflow: hidden;
  background: ${(p) => getTheme(p).colors.surface};
`;

function FlyerFrame({ name, children }: { name: string; children: ReactNode }) {
  usePageTitle(name || FLYERS_TITLE);
  return (
    <Page>
      <BackLink to={publicPaths.flyers.getHref()}>← Të gjitha fletëpalosjet</BackLink>
      <PageTitle>{name || FLYERS_TITLE}</PageTitle>
      {children}
    </Page>
  );
}

const FLYER_LOADING = 'Duke u ngarkuar fletëpalosja...';

function FlyerDocument({ name, pdfUrl }: { name: string; pdfUrl: string | null | undefined }) {
  // pdf.js is the browser's: the server's page (and the browser's first render over it) holds the spinner.
  const hydrated = useHydrated();
  return (
    <FlyerFrame name={name}>
      {pdfUrl ? (
        <ViewerBox>
          {hydrated ? (
            <Suspense fallback={<Spinner label={FLYER_LOADING} />}>
              <PdfViewer url={pdfUrl} label={name || FLYERS_TITLE} />
            </Suspense>
          ) : (
            <Spinner label={FLYER_LOADING} />
          )}
        </ViewerBox>
      ) : (
        <ErrorState message={messages.volantino.viewerMissingUrl} />
      )}
    </FlyerFrame>
  );
}

// Navigation state is lost on a reload or a shared link: the flyer is then fetched by its id.
function FlyerById({ id }: { id: number }) {
  const flyer = useResource(() => fetchFlyer(id), [id], { seed: `flyer:${id}` });
  if (flyer.status === 'loading') {
    return (
      <FlyerFrame name="">
        <Spinner label={FLYER_LOADING} />
      </FlyerFrame>
    );
  }
  // An id that names no flyer the public can see: the not-found page, in the spec's words for a flyer.
  if (flyer.status === 'error' && flyer.error instanceof ApiError && flyer.error.status === 404) {
    return <NotFoundScreen message={messages.volantino.notFound} />;
  }
  if (flyer.status === 'error') {
    return (
      <FlyerFrame name="">
        <ErrorState message={flyerErrorMessage(flyer.error)} />
      </FlyerFrame>
    );
  }
  return <FlyerDocument name={flyer.data.volantinoName} pdfUrl={flyer.data.volantinoPdfUrl} />;
}

/** /volantino/{volantinoId}: the flyer's PDF, from the list's navigation state or else fetched by id. */
export function FlyerViewerPage() {
  const { state } = useLocation();
  const id = parseRouteId(useParams().volantinoId);
  const fromList = readFlyerNavigationState(state);
  if (fromList) return <FlyerDocument name={fromList.name} pdfUrl={fromList.pdfUrl} />;
  if (id === null) return <FlyerDocument name="" pdfUrl={null} />;
  return <FlyerById id={id} />;
}

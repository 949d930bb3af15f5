import {
  Link,
  useNavigate,
  Card,
  EmptyState,
  ErrorState,
  formatDayMonthYear,
  getTheme,
  ImageWithFallback,
  SkeletonCardGrid,
  useResource,
} from '@ofertat/shared-ui';
import styled from 'styled-components';
import { fetchFlyers, publicPaths, recordFlyerClick, type Flyer } from '@ofertat/shared-api';
import { Page, PageHeader, TWO_UP_FIRST_ROW, TwoUpCardGrid } from '../../components/page';
import { usePageTitle } from '../../lib/use-page-title';
import { flyerErrorMessage } from './flyer-error';
import type { FlyerNavigationState } from './flyer-navigation';

export const FLYERS_TITLE = 'Fletëpalosje';

const FlyerLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  color: inherit;
  text-decoration: none;
  &:hover h2 { text-decoration: underline; }
  &:focus-visible { outline: 3px solid ${(p) => getTheme(p).colors.focus}; outline-offset: 2px; }
`;

const Body = styled.div`
  padding: ${(p) => getTheme(p).spacing(3)};
  h2 { margin: 0; font-size: ${(p) => getTheme(p).fontSizes.md}; }
  p { margin: ${(p) => getTheme(p).spacing(1)} 0 0; color: ${(p) => getTheme(p).colors.textMuted}; font-size: ${(p) => getTheme(p).fontSizes.sm}; }
`;

function FlyerCard({ flyer, onOpen, imageLoading }: { flyer: Flyer; onOpen: (flyer: Flyer) => void; imageLoading: 'eager' | 'lazy' }) {
  return (
    <Card as="article" padding="none">
      <FlyerLink
        to={publicPaths.flyer.getHref({ volantinoId: flyer.volantinoId })}
        onClick={(event) => {
          // A plain click records it first; a middle or modified click opens a tab that fetches the flyer by id.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen(flyer);
        }}
      >
        <ImageWithFallback
          src={flyer.volantinoThumbnailUrl ?? flyer.volantinoImageUrl}
          alt=""
          width={300}
          height={400}
          fit="cover"
          loading={imageLoading}
        />
        <Body>
          <h2>{flyer.volantinoName}</h2>
          <p>{flyer.marketName}</p>
          <p>
            {formatDayMonthYear(flyer.volantinoStartDate)} – {formatDayMonthYear(flyer.volantinoEndDate)}
          </p>
        </Body>
      </FlyerLink>
    </Card>
  );
}

/** /list-volantino: the markets' current flyers; a click is counted, then the viewer opens. */
export function FlyerListPage() {
  usePageTitle(FLYERS_TITLE);
  const navigate = useNavigate();
  const flyers = useResource(fetchFlyers, [], { seed: 'flyers' });

  const open = async (flyer: Flyer) => {
    // A lost count must not stop the visitor from reading the flyer.
    await recordFlyerClick(flyer.volantinoId).catch(() => undefined);
    const state: FlyerNavigationState = { pdfUrl: flyer.volantinoPdfUrl, name: flyer.volantinoName };
    navigate(publicPaths.flyer.getHref({ volantinoId: flyer.volantinoId }), { state });
  };

  return (
    <Page>
      <PageHeader title={FLYERS_TITLE} />
      {flyers.status === 'loading' && <SkeletonCardGrid label="Duke u ngarkuar fletëpalosjet..." />}
      {flyers.status === 'error' && <ErrorState message={flyerErrorMessage(flyers.error)} onRetry={flyers.reload} />}
      {flyers.status === 'success' &&
        (flyers.data.length === 0 ? (
          <EmptyState message="Nuk ka fletëpalosje për momentin." />
        ) : (
          <TwoUpCardGrid>
            {flyers.data.map((flyer, index) => (
              <FlyerCard
                key={flyer.volantinoId}
                flyer={flyer}
                onOpen={(chosen) => void open(chosen)}
                imageLoading={index < TWO_UP_FIRST_ROW ? 'eager' : 'lazy'}
              />
            ))}
          </TwoUpCardGrid>
        ))}
    </Page>
  );
}

import styled from 'styled-components';
import { BOTTOM_AD_MAX_SIZE, TOP_AD_MAX_SIZE } from '@ofertat/shared-api';
import { getTheme } from '@ofertat/shared-ui';
import { isShowableAd, useAds, type AdPosition } from './ads-provider';

const MAX_SIZE = { top: TOP_AD_MAX_SIZE, bottom: BOTTOM_AD_MAX_SIZE } as const;

type Size = { width: number; height: number };

// The box has the slot's largest size and shape from the first paint, so the page does not jump when the ad
// arrives; the image is fitted inside it without cropping.
const AdBox = styled.div<{ $size: Size }>`
  width: 100%;
  max-width: ${(p) => p.$size.width}px;
  aspect-ratio: ${(p) => `${p.$size.width} / ${p.$size.height}`};
  margin: ${(p) => getTheme(p).spacing(8)} auto 0;
`;

const AdLink = styled.a`
  display: block;
  width: 100%;
  height: 100%;
  border-radius: ${(p) => getTheme(p).radii.lg};
  overflow: hidden;
  &:focus-visible { outline: 3px solid ${(p) => getTheme(p).colors.focus}; outline-offset: 2px; }
`;

const AdImage = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

/** The top (1250×300 at most) or bottom (1250×250) home-page ad; nothing when there is none or ads failed. */
export function AdSlot({ position }: { position: AdPosition }) {
  const { state, openAd } = useAds();
  const size = MAX_SIZE[position];
  if (state.status === 'loading') return <AdBox $size={size} aria-hidden="true" />;
  if (state.status !== 'ready') return null;
  const ad = state[position];
  if (!isShowableAd(ad)) return null;
  return (
    <AdBox $size={size}>
      <AdLink
        href={ad.adsOutsideLink}
        target="_blank"
        rel="noopener"
        onClick={(event) => {
          event.preventDefault();
          void openAd(ad);
        }}
      >
        <AdImage
          src={ad.adsImageUrl}
          alt={ad.adsName}
          width={size.width}
          height={size.height}
          // The top ad is usually the largest thing in the first screen: fetch it first.
          loading={position === 'top' ? 'eager' : 'lazy'}
          fetchPriority={position === 'top' ? 'high' : 'auto'}
          decoding="async"
        />
      </AdLink>
    </AdBox>
  );
}

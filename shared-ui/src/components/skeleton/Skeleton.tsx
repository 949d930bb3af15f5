import { SKELETON_CARD_COUNT } from '@ofertat/shared-api';
import { Card } from '../card';
import { CardGrid } from '../card-grid';
import { DEFAULT_LOADING_LABEL } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import { SkeletonBlock, SkeletonCardBody, SkeletonRow } from './Skeleton.styles';
import type { SkeletonCardGridProps, SkeletonProps } from './types';

/** A grey placeholder block; hidden from screen readers, which get one loading text instead. */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  return <SkeletonBlock aria-hidden="true" className={className} $width={width} $height={height} $shape={shape} />;
}

/** The outline of an offer card: image, name, prices and market. */
export function SkeletonCard() {
  return (
    <Card padding="none" aria-hidden="true">
      <Skeleton shape="rect" height="160px" />
      <SkeletonCardBody>
        <Skeleton width="70%" height="1.25em" />
        <Skeleton width="40%" />
        <Skeleton width="55%" />
        <SkeletonRow>
          <Skeleton shape="circle" width="32px" height="32px" />
          <Skeleton width="45%" />
        </SkeletonRow>
      </SkeletonCardBody>
    </Card>
  );
}

/** The loading state of an offer list: SKELETON_CARD_COUNT placeholder cards and one status text. */
export function SkeletonCardGrid({ count = SKELETON_CARD_COUNT, label = DEFAULT_LOADING_LABEL }: SkeletonCardGridProps) {
  return (
    <div role="status" aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </CardGrid>
    </div>
  );
}

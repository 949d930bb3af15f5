import { SKELETON_CARD_COUNT } from '@ofertat/shared-api';
import { CardGrid } from '../card-grid';
import { DEFAULT_LOADING_LABEL } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import { SkeletonBlock, SkeletonCardShape } from './Skeleton.styles';
import type { SkeletonCardGridProps, SkeletonProps } from './types';

/** A grey placeholder block; hidden from screen readers, which get one loading text instead. */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  return <SkeletonBlock aria-hidden="true" className={className} $width={width} $height={height} $shape={shape} />;
}

/** The outline of an offer card: image, name, prices and market. */
export function SkeletonCard() {
  return (
    <SkeletonCardShape padding="none" aria-hidden="true">
      <span className="block image" />
      <div className="blocks">
        <span className="block title" />
        <span className="block unit" />
        <span className="block price" />
        <div className="row">
          <span className="block circle" />
          <span className="block market" />
        </div>
      </div>
    </SkeletonCardShape>
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

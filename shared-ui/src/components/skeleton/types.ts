export interface SkeletonProps {
  /** CSS width; full width by default. */
  width?: string;
  /** CSS height of the block. */
  height?: string;
  /** Rounded like a pill, a circle or a card corner. */
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

export interface SkeletonCardGridProps {
  /** Number of placeholder cards; SKELETON_CARD_COUNT (6) by default. */
  count?: number;
  /** Text announced to screen readers while loading. */
  label?: string;
}

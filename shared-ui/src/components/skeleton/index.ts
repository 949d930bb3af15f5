export { Skeleton, SkeletonCard, SkeletonCardGrid } from './Skeleton';
export type { SkeletonProps, SkeletonCardGridProps } from './types';

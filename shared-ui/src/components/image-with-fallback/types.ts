import type { ReactNode } from 'react';

export interface ImageWithFallbackProps {
  /** Image address; a placeholder is shown when it is empty or fails to load. */
  src: string | null | undefined;
  /** Alternative text; the placeholder carries it too. '' for decorative images. */
  alt: string;
  /** Intrinsic width in px; with height it reserves space and avoids layout shift. */
  width: number;
  /** Intrinsic height in px. */
  height: number;
  /** How the image fills its box. */
  fit?: 'cover' | 'contain';
  /** 'eager' for images in the first screen (the largest contentful paint); lazy otherwise. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the one image a page's first screen is judged by (its largest contentful paint): fetched first. */
  fetchPriority?: 'high' | 'auto';
  /** Replaces the default picture icon. */
  placeholder?: ReactNode;
  className?: string;
}

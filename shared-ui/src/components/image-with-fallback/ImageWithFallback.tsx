import { useState } from 'react';
import { ImageIcon } from '../../icons';
import { Img, Placeholder } from './ImageWithFallback.styles';
import type { ImageWithFallbackProps } from './types';

/** An image that lazy-loads, keeps its space and shows a placeholder when missing or broken. */
export function ImageWithFallback({
  src,
  alt,
  width,
  height,
  fit = 'cover',
  loading = 'lazy',
  fetchPriority = 'auto',
  placeholder,
  className,
}: ImageWithFallbackProps) {
  // Remembering which address failed resets the fallback when a new src arrives.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src || src === failedSrc) {
    return (
      <Placeholder
        className={className}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        $width={width}
        $height={height}
      >
        {placeholder ?? <ImageIcon />}
      </Placeholder>
    );
  }

  return (
    <Img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
      $width={width}
      $height={height}
      $fit={fit}
    />
  );
}

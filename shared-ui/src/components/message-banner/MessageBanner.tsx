import { CloseIcon } from '../../icons';
import { IconButton } from '../icon-button';
import { Banner, BannerText } from './MessageBanner.styles';
import type { MessageBannerProps } from './types';

/** A success, error or info message announced to screen readers. */
export function MessageBanner({ tone, children, onDismiss, dismissLabel = 'Mbyll', className }: MessageBannerProps) {
  return (
    <Banner role={tone === 'error' ? 'alert' : 'status'} className={className} $tone={tone}>
      <BannerText>{children}</BannerText>
      {onDismiss && (
        <IconButton aria-label={dismissLabel} size="sm" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      )}
    </Banner>
  );
}

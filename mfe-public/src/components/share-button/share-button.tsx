import { useState } from 'react';
import styled from 'styled-components';
import { Button, getTheme } from '@ofertat/shared-ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(1)};
  p {
    margin: 0;
    color: ${(p) => getTheme(p).colors.textMuted};
    font-size: ${(p) => getTheme(p).fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

type Outcome = 'idle' | 'copied' | 'manual';

export interface ShareButtonProps {
  /** The title the phone's share sheet shows. */
  title: string;
  /** The address to share, read when tapped (a basket's link follows its items). */
  url: () => string;
  label?: string;
}

/**
 * Shares a link with the phone's own share sheet (Web Share API); where there is none (most desktops), copies it
 * and says so; where copying is refused too, shows the link to copy by hand.
 */
export function ShareButton({ title, url, label = 'Ndaj' }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const [link, setLink] = useState('');

  const share = async () => {
    const address = url();
    setLink(address);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url: address });
        return;
      } catch (error) {
        // Closing the share sheet is the shopper's choice, not a failure to work around.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(address);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  };

  return (
    <Root>
      <Button variant="secondary" onClick={() => void share()}>
        {label}
      </Button>
      <p role="status">
        {outcome === 'copied' && 'Lidhja u kopjua.'}
        {outcome === 'manual' && `Kopjoni lidhjen: ${link}`}
      </p>
    </Root>
  );
}

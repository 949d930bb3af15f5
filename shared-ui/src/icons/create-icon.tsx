import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function createIcon(displayName: string, body: ReactNode, variant: 'stroke' | 'fill' = 'stroke') {
  const paint =
    variant === 'stroke'
      ? { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const }
      : { fill: 'currentColor' };
  function Icon(props: IconProps) {
    return (
      <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...paint} {...props}>
        {body}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

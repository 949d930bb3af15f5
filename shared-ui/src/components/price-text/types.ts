export interface PriceTextProps {
  /** Amount in ALL; empty or non-numeric values show 'N/A'. */
  value: number | string | null | undefined;
  /** 'old' is struck through and muted, 'offer' stands out; 'regular' is plain. */
  variant?: 'regular' | 'old' | 'offer';
  className?: string;
}

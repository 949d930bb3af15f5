import type { Market } from '@ofertat/shared-api';

export interface MarketWithLogo extends Market {
  marketLogo: string;
  marketLogoThumbnail: string;
}

/** The markets row's rules (spec section 2): skip markets without a logo or id, and show one market per distinct logo. */
export function selectRowMarkets(markets: readonly Market[]): MarketWithLogo[] {
  const seenLogos = new Set<string>();
  const selected: MarketWithLogo[] = [];
  for (const market of markets) {
    const { marketId, marketLogo, marketLogoThumbnail } = market;
    if (!marketId || !marketLogo || seenLogos.has(marketLogo)) continue;
    seenLogos.add(marketLogo);
    selected.push({ ...market, marketLogo, marketLogoThumbnail: marketLogoThumbnail ?? marketLogo });
  }
  return selected;
}

/** The first two words of a market's name, e.g. 'Shqiponja Market Tiranë' → 'Shqiponja Market'. */
export function shortMarketName(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).join(' ');
}

import { fetchMarkets } from '@ofertat/shared-api';
import { messages } from '@ofertat/shared-api/validation';
import { ErrorState, useResource } from '@ofertat/shared-ui';
import { SelectField } from '@ofertat/shared-ui/forms';

export interface MarketChooserProps {
  marketId: number | null;
  onChange: (marketId: number | null) => void;
}

/** The select of the market whose flyers the super admin manages. */
export function MarketChooser({ marketId, onChange }: MarketChooserProps) {
  const markets = useResource(fetchMarkets, []);
  if (markets.status === 'error') return <ErrorState message={messages.markets.loadFailure} onRetry={markets.reload} />;
  const options = markets.status === 'success' ? markets.data.map((market) => ({ value: market.marketId, label: market.marketName })) : [];
  return (
    <SelectField
      label="Marketi"
      placeholder={markets.status === 'loading' ? 'Duke u ngarkuar…' : 'Zgjidhni një market'}
      options={options}
      value={marketId ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    />
  );
}

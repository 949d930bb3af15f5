import { useMemo } from 'react';
import styled from 'styled-components';
import { messages } from '@ofertat/shared-api/validation';
import { Card, EmptyState, getTheme, TimeChart } from '@ofertat/shared-ui';

const TotalsGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${(p) => getTheme(p).spacing(3)};
  margin: 0;
`;

const TotalLabel = styled.dt`
  color: ${(p) => getTheme(p).colors.textMuted};
`;

const TotalValue = styled.dd`
  margin: 0;
  font-size: 1.75rem;
  font-weight: ${(p) => getTheme(p).fontWeights.bold};
  color: ${(p) => getTheme(p).colors.primary};
  font-variant-numeric: tabular-nums;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(4)};
`;

const numberFormat = new Intl.NumberFormat('sq-AL');

export interface AnalyticsSummaryProps<K extends string> {
  /** The period's counts. */
  totals: Record<K, number>;
  /** The same counts per day, every day of the period present, oldest first. */
  daily: readonly (Record<K, number> & { date: string })[];
  /** Which counts to show, in order (MARKET_EVENT_KINDS, PLATFORM_EVENT_KINDS). */
  kinds: readonly K[];
  /** Length of the period, for the texts. */
  days: number;
}

/** A period's analytics: each count's total, and the daily counts as one chart; or a word when nothing happened. */
export function AnalyticsSummary<K extends keyof typeof messages.analytics.eventKinds>({ totals, daily, kinds, days }: AnalyticsSummaryProps<K>) {
  const dates = useMemo(() => daily.map((day) => day.date), [daily]);
  const series = useMemo(
    () => kinds.map((kind) => ({ label: messages.analytics.eventKinds[kind], values: daily.map((day) => day[kind]) })),
    [daily, kinds],
  );
  if (kinds.every((kind) => totals[kind] === 0)) return <EmptyState message={messages.analytics.noEvents(days)} />;
  return (
    <Stack>
      <TotalsGrid>
        {kinds.map((kind) => (
          <Card key={kind}>
            <TotalLabel>{messages.analytics.eventKinds[kind]}</TotalLabel>
            <TotalValue>{numberFormat.format(totals[kind])}</TotalValue>
          </Card>
        ))}
      </TotalsGrid>
      <TimeChart title={messages.analytics.dailyChart(days)} dateLabel={messages.analytics.date} dates={dates} series={series} />
    </Stack>
  );
}

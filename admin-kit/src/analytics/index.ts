export { AnalyticsSummary, type AnalyticsSummaryProps } from './analytics-summary';
export { MarketAnalyticsView } from './market-analytics-view';
export { PLATFORM_EVENT_KINDS, sumOfTotals } from './event-kinds';

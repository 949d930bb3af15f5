export { formatPrice, NOT_AVAILABLE } from './price';
export { formatDayMonth, formatDayMonthYear, formatLongDate, type DateInput } from './date';

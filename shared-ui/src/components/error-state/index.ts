export { ErrorState } from './ErrorState';
export type { ErrorStateProps } from './types';

export { Spinner, DEFAULT_LOADING_LABEL } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './types';

export { NotFoundPage } from './NotFoundPage';
export type { NotFoundPageProps } from './types';

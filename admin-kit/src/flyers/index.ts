export { FlyerListScreen } from './flyer-list-screen';
export { FlyerCreateScreen, FlyerEditScreen, FlyerViewScreen } from './flyer-screens';
export { flyerErrorMessage } from './flyer-error';
export type { FlyerPaths, FlyerListScreenProps, FlyerCreateScreenProps, FlyerScreenProps } from './types';

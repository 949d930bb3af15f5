export type * from './offers.js';

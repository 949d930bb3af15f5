export * from './gtin.js';
export * from './barcode-problem.js';

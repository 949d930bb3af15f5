export { AutocompleteField } from './AutocompleteField';
export type { AutocompleteFieldProps, AutocompleteOption } from './types';

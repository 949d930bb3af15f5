import type { Ref } from 'react';
import type { FieldLabelProps } from '../fields';

export interface AutocompleteOption {
  /** Identifier handed back on selection, e.g. a productId. */
  value: string | number;
  /** Text shown and matched against what is typed. */
  label: string;
}

export interface AutocompleteFieldProps extends FieldLabelProps {
  /** id of the input; generated when left out. */
  id?: string;
  /** Text in the input. */
  value: string;
  /** Called on every keystroke with the new text. */
  onChange: (text: string) => void;
  /**
   * Everything that may be suggested; filtered by the typed text ignoring case and accents, names starting with
   * it first, then names with a word starting with it, then the rest.
   */
  options: readonly AutocompleteOption[];
  /** The options already answer the text (a server's suggestions, similar spellings included): shown as given. */
  prefiltered?: boolean;
  /** The input element, e.g. for a popup to focus it first. */
  inputRef?: Ref<HTMLInputElement>;
  /** Called when a suggestion is chosen by click or Enter. */
  onSelect: (option: AutocompleteOption) => void;
  placeholder?: string;
  /** Most suggestions shown at once. */
  maxSuggestions?: number;
  className?: string;
}

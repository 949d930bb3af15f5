import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SUGGESTION_HIDE_MS } from '@ofertat/shared-api';
import { rankSearchMatches } from '../../format/search-text';
import { Field, useFieldA11y } from '../fields';
import { Input } from '../fields/Field.styles';
import { Anchor, Suggestion, SuggestionList } from './AutocompleteField.styles';
import type { AutocompleteFieldProps } from './types';

const DEFAULT_MAX_SUGGESTIONS = 8;

/**
 * A text input with a suggestion list (WAI-ARIA combobox). Suggestions appear only for non-empty text, the ones
 * starting with it first, and hide SUGGESTION_HIDE_MS after the input loses focus, which leaves a click on a
 * suggestion the time to land.
 */
export function AutocompleteField({
  id,
  label,
  hint,
  error,
  required,
  value,
  onChange,
  options,
  onSelect,
  placeholder,
  maxSuggestions = DEFAULT_MAX_SUGGESTIONS,
  prefiltered = false,
  inputRef,
  className,
}: AutocompleteFieldProps) {
  const a11y = useFieldA11y({ id, hint, error });
  const listId = `${a11y.controlProps.id}-suggestions`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const suggestions = useMemo(() => {
    if (value.trim() === '') return [];
    const matching = prefiltered ? options : rankSearchMatches(options, value, (option) => option.label);
    return matching.slice(0, maxSuggestions);
  }, [options, value, maxSuggestions, prefiltered]);
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const choose = (index: number) => {
    const option = suggestions[index];
    if (!option) return;
    onSelect(option);
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape' && expanded) {
      // Close only the list; a surrounding popup stays open.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <Field a11y={a11y} label={label} error={error} hint={hint} required={required} className={className}>
      <Anchor>
        <Input
          {...a11y.controlProps}
          ref={inputRef}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          value={value}
          placeholder={placeholder}
          required={required}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(hideTimer.current);
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_HIDE_MS);
          }}
          onKeyDown={handleKeyDown}
        />
        <SuggestionList id={listId} role="listbox" aria-label={typeof label === 'string' ? label : undefined} hidden={!expanded}>
          {expanded &&
            suggestions.map((option, index) => (
              <Suggestion
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                $active={index === activeIndex}
                onClick={() => choose(index)}
              >
                {option.label}
              </Suggestion>
            ))}
        </SuggestionList>
      </Anchor>
    </Field>
  );
}

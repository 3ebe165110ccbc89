import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { PinIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { type AddressSuggestion, autocompleteAddress } from '../api/address-api.ts';
import styles from './address-combobox.module.css';

const DEBOUNCE = 250;

/**
 * Address search as an ARIA combobox: suggestions as the customer types (debounced), arrow keys
 * move through them, Enter or a click picks one, Escape closes the list.
 */
export function AddressCombobox(props: {
  value: string;
  near: { restaurantId: string | null; locationId: string | null };
  onType: (value: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  picking: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const near = useRef(props.near);
  near.current = props.near;

  useEffect(() => {
    if (query === null) return;
    const text = query.trim();
    if (text.length < 2) {
      setSuggestions([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      autocompleteAddress(text, near.current, controller.signal).then(
        (found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
          setLoading(false);
        },
        () => {
          if (!controller.signal.aborted) setLoading(false);
        },
      );
    }, DEBOUNCE);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const pick = (suggestion: AddressSuggestion) => {
    setOpen(false);
    setSuggestions([]);
    setQuery(null);
    props.onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open && suggestions.length > 0) setOpen(true);
      setActive((index) => (suggestions.length === 0 ? -1 : (index + 1) % suggestions.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => (suggestions.length === 0 ? -1 : index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const expanded = open && suggestions.length > 0;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Address
      </label>
      <div className={styles.control}>
        <PinIcon width={20} height={20} className={styles.pin} />
        <input
          id={id}
          className={styles.input}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          placeholder="Start typing your street address"
          value={props.value}
          onChange={(event) => {
            props.onType(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => suggestions.length > 0 && setOpen(true)}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        {(loading || props.picking) && (
          <span className={styles.busy}>
            <Spinner label="Searching addresses" />
          </span>
        )}
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        Pick your address from the suggestions.
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label="Address suggestions"
        className={styles.list}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          // Focus stays in the input (aria-activedescendant): the options take clicks, the input keys.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard
          <div
            key={suggestion.placeId}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseEnter={() => setActive(index)}
          >
            <PinIcon width={18} height={18} />
            <span>{suggestion.description}</span>
          </div>
        ))}
      </div>
    </div>
  );
}

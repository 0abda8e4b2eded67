import { type KeyboardEvent, useId, useState } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Dropdown, Heading, Input, Listbox, Message, Option, OptionHint, Root } from './SearchBox.styles';
import { type LoadSuggestions, type Suggestion, useSuggestions } from './useSuggestions';

/** What the dropdown says while there is nothing to choose: spec §2, search dropdown states. */
const statusMessage = {
  idle: () => '',
  loading: () => '搜索中...',
  done: (count: number) => (count === 0 ? '暂无数据' : ''),
};

export interface SearchBoxProps {
  /** Loads suggestions for the trimmed text; abort the request when `signal` fires. */
  loadSuggestions: LoadSuggestions;
  /** Called with the trimmed text on Enter, or with the text of a chosen suggestion or hot word. */
  onSearch: (text: string) => void;
  /** Controlled input text (untrimmed). */
  value?: string;
  /** Initial input text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the raw text on every keystroke and when a suggestion is chosen. */
  onValueChange?: (value: string) => void;
  /** Hot search words, offered under 热门搜索 when the input is focused while empty. */
  hotWords?: string[];
  /** Placeholder of the input. */
  placeholder?: string;
  /** Accessible name of the input. @default '搜索' */
  label?: string;
  /** Wait after the last keystroke before loading suggestions, in ms. @default 500 */
  debounceMs?: number;
  /** How long a loaded list is reused for the same text, in ms. @default 5000 */
  cacheMs?: number;
  /** Class for the root, so `styled(SearchBox)` can restyle it. */
  className?: string;
}

/**
 * Search input with a suggestion dropdown (spec §4 search box), following the ARIA combobox pattern:
 * focus stays in the input while the arrow keys move `aria-activedescendant` through the options.
 */
export function SearchBox({
  loadSuggestions,
  onSearch,
  value: valueProp,
  defaultValue = '',
  onValueChange,
  hotWords = [],
  placeholder,
  label = '搜索',
  debounceMs = 500,
  cacheMs = 5000,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [value, setValue] = useControllableState(valueProp, defaultValue, onValueChange);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(loadSuggestions, debounceMs, cacheMs);

  const query = value.trim();
  const showHotWords = query === '';
  // A list loaded for other text (e.g. after the parent replaced the value) does not belong here.
  const status = suggestions.text === query ? suggestions.status : 'idle';
  const options: Suggestion[] = showHotWords
    ? hotWords.map((word) => ({ text: word }))
    : status === 'done'
      ? suggestions.items
      : [];
  const visible = open && (showHotWords ? options.length > 0 : status !== 'idle');
  const expanded = visible && options.length > 0;
  const active = expanded ? options[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const change = (next: string) => {
    setValue(next);
    setActiveIndex(-1);
    const text = next.trim();
    if (text === '') {
      suggestions.clear();
      setOpen(false);
      return;
    }
    suggestions.request(text);
    setOpen(true);
  };

  const search = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    close();
    onSearch(trimmed);
  };

  const choose = (option: Suggestion) => {
    setValue(option.text);
    search(option.text);
  };

  const move = (step: 1 | -1) => {
    if (!visible) {
      if (!showHotWords && status === 'idle') suggestions.request(query);
      setOpen(true);
      return;
    }
    const count = options.length;
    if (count === 0) return;
    setActiveIndex((index) => (index === -1 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter also confirms an IME composition (pinyin → 汉字); that must not search.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Handled here, so an enclosing form (the header's search bar) does not submit as well.
      event.preventDefault();
      if (active) choose(active);
      else search(value);
    } else if (event.key === 'Escape' && visible) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Root data-ui="SearchBox" data-state={visible ? 'open' : 'closed'} className={className}>
      <VisuallyHidden as="label" htmlFor={`${id}-input`}>
        {label}
      </VisuallyHidden>
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={active ? `${listboxId}-${activeIndex}` : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
      />
      <Dropdown hidden={!visible}>
        {showHotWords && <Heading id={`${id}-hot`}>热门搜索</Heading>}
        <Message role="status">{showHotWords ? '' : statusMessage[status](options.length)}</Message>
        <Listbox
          id={listboxId}
          role="listbox"
          aria-label={showHotWords ? undefined : '搜索建议'}
          aria-labelledby={showHotWords ? `${id}-hot` : undefined}
          hidden={!expanded}
        >
          {options.map((option, index) => (
            // Keyboard users reach options from the input (aria-activedescendant); the mouse clicks them.
            <Option
              key={`${option.text}|${option.hint ?? ''}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // Keep focus in the input, so blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(option)}
            >
              {option.text}
              {option.hint && <OptionHint>{option.hint}</OptionHint>}
            </Option>
          ))}
        </Listbox>
      </Dropdown>
    </Root>
  );
}

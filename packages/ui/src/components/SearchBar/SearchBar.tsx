import { type ReactNode, useId } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import { usePinnedSlot } from '../../internal/usePinnedSlot';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { type RenderLink, renderAnchor } from '../../link';
import type { Suggestion } from '../SearchBox/useSuggestions';
import {
  Actions,
  BarSearchBox,
  Brand,
  Column,
  Form,
  HotWord,
  HotWords,
  HotWordsSpace,
  Input,
  Root,
  SearchArea,
  SubmitButton,
  Title,
  TypeButton,
  TypeToggle,
} from './SearchBar.styles';

/** What the search looks for, as the API's `type`: 0 drugs (药品), 1 manufacturers (厂家). */
export type SearchType = 0 | 1;

const searchTypes: { value: SearchType; label: string; placeholder: string }[] = [
  { value: 0, label: '药品', placeholder: '请输入药品名称、通用名或拼音首字母' },
  { value: 1, label: '厂家', placeholder: '请输入生产厂家名称' },
];

export interface SearchBarProps {
  /** Called on 搜索, Enter or a hot word, with the text trimmed and the current type. */
  onSearch: (keywords: string, type: SearchType) => void;
  /** Controlled search type. */
  searchType?: SearchType;
  /** Initial search type when uncontrolled. @default 0 */
  defaultSearchType?: SearchType;
  /** Called when the 药品/厂家 toggle changes. */
  onSearchTypeChange?: (type: SearchType) => void;
  /** Controlled input text (untrimmed), e.g. to drive the suggestion list. */
  keywords?: string;
  /** Initial input text when uncontrolled. @default '' */
  defaultKeywords?: string;
  /** Called on every keystroke with the raw input text. */
  onKeywordsChange?: (keywords: string) => void;
  /** Hot search words shown under the input; pressing one searches for it. */
  hotWords?: string[];
  /** Logo image; no logo is rendered without it. */
  logoSrc?: string;
  /** Where the logo links. @default '/' */
  logoHref?: string;
  /** Text beside the logo, e.g. 药品采购批发平台; omitted when not given. */
  title?: string;
  /** Pins the bar to the top of the viewport (the header does this after a 205px scroll). @default false */
  fixed?: boolean;
  /**
   * Loads search suggestions for the trimmed text and the current type. When given, the input becomes
   * a SearchBox: suggestions after typing stops, arrow keys, Enter, Escape and hot words on focus.
   */
  loadSuggestions?: (text: string, signal: AbortSignal, type: SearchType) => Promise<Suggestion[]>;
  /** Slot under the input for an app-made dropdown, when `loadSuggestions` is not used. */
  dropdown?: ReactNode;
  /** Slot on the right, e.g. the cart button and service contact. */
  actions?: ReactNode;
  /** Renders the logo link, e.g. with the app router's Link. @default a plain <a href> */
  renderLink?: RenderLink;
}

/** Logo, drug/manufacturer toggle and search box; suggestions come from `loadSuggestions` or the `dropdown` slot. */
export function SearchBar({
  onSearch,
  searchType: searchTypeProp,
  defaultSearchType = 0,
  onSearchTypeChange,
  keywords: keywordsProp,
  defaultKeywords = '',
  onKeywordsChange,
  loadSuggestions,
  hotWords = [],
  logoSrc,
  logoHref = '/',
  title,
  fixed = false,
  dropdown,
  actions,
  renderLink = renderAnchor,
}: SearchBarProps) {
  const inputId = useId();
  const [searchType, setSearchType] = useControllableState(
    searchTypeProp,
    defaultSearchType,
    onSearchTypeChange,
  );
  const [keywords, setKeywords] = useControllableState(keywordsProp, defaultKeywords, onKeywordsChange);
  const current = searchTypes.find((option) => option.value === searchType) ?? searchTypes[0]!;
  // Pinned, the bar leaves the flow; its slot keeps its height so that the page under it does not jump.
  const { ref, slotHeight } = usePinnedSlot<HTMLDivElement>(fixed);

  return (
    <div style={slotHeight === undefined ? undefined : { height: slotHeight }}>
      <Root ref={ref} data-ui="SearchBar" data-state={fixed ? 'fixed' : 'static'} $fixed={fixed}>
        <Column $fixed={fixed}>
          {(logoSrc || title) && (
            <Brand>
              {logoSrc && renderLink({ href: logoHref, children: <img src={logoSrc} alt="药采首页" /> })}
              {title && <Title>{title}</Title>}
            </Brand>
          )}
          <SearchArea>
            <TypeToggle role="group" aria-label="搜索类型">
              {searchTypes.map((option) => (
                <TypeButton
                  key={option.value}
                  type="button"
                  aria-pressed={option.value === searchType}
                  onClick={() => setSearchType(option.value)}
                >
                  {option.label}
                </TypeButton>
              ))}
            </TypeToggle>
            <Form
              role="search"
              onSubmit={(event) => {
                event.preventDefault();
                onSearch(keywords.trim(), searchType);
              }}
            >
              {loadSuggestions ? (
                <BarSearchBox
                  // A fresh box per type, so a list cached for drugs is never offered for manufacturers.
                  key={searchType}
                  label={`搜索${current.label}`}
                  placeholder={current.placeholder}
                  value={keywords}
                  onValueChange={setKeywords}
                  hotWords={hotWords}
                  loadSuggestions={(text, signal) => loadSuggestions(text, signal, searchType)}
                  onSearch={(text) => onSearch(text, searchType)}
                />
              ) : (
                <>
                  <VisuallyHidden as="label" htmlFor={inputId}>
                    搜索{current.label}
                  </VisuallyHidden>
                  <Input
                    id={inputId}
                    type="search"
                    autoComplete="off"
                    placeholder={current.placeholder}
                    value={keywords}
                    onChange={(event) => setKeywords(event.target.value)}
                  />
                </>
              )}
              <SubmitButton type="submit">搜索</SubmitButton>
            </Form>
            {dropdown}
            {hotWords.length === 0 ? (
              <HotWordsSpace />
            ) : (
              <HotWords aria-label="热门搜索">
                {hotWords.map((word) => (
                  <li key={word}>
                    <HotWord
                      type="button"
                      onClick={() => {
                        setKeywords(word);
                        onSearch(word, searchType);
                      }}
                    >
                      {word}
                    </HotWord>
                  </li>
                ))}
              </HotWords>
            )}
          </SearchArea>
          {actions && <Actions>{actions}</Actions>}
        </Column>
      </Root>
    </div>
  );
}

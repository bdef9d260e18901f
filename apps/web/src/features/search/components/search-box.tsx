import SearchIcon from 'lucide-react/icons/search';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  exploreSearchHref,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_LENGTH,
  searchResultHref,
  type SearchResult,
} from '@divespot/shared/search-links';
import { ensureAreas } from '../../../lib/i18n/language-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchAnalytics } from '../hooks/use-search-analytics.ts';
import type { SearchAnswer, SearchAnswerSourceProps } from './search-answer.tsx';
import { loadSearchOptionContent, SearchPopup } from './search-popup.tsx';

/*
 * The answer's code, and the vocabulary messages its lines name site types with ("Wrack"): the
 * header is on every page, the vocabulary only on the pages that list spots. Without those
 * messages (their load failed) a site type reads as its code made readable.
 */
const loadAnswerSource = () =>
  Promise.all([import('./search-answer.tsx'), ensureAreas(['vocab']).catch(() => undefined)]).then(
    ([module]) => module,
  );
// Without its code (offline, or a new version deployed meanwhile) a search fails like any other.
const SearchAnswerSource = lazy(() =>
  loadAnswerSource().then(
    (m) => ({ default: m.SearchAnswerSource }),
    () => ({ default: FailedSearch }),
  ),
);

function FailedSearch({ text, onAnswer }: SearchAnswerSourceProps) {
  useEffect(() => onAnswer({ ...NO_ANSWER, text, isError: true }), [text, onAnswer]);
  return null;
}

const NO_ANSWER: SearchAnswer = {
  text: '',
  results: undefined,
  isError: false,
  isSuccess: false,
  isPlaceholderData: false,
};

interface SearchBoxProps {
  /**
   * 'header': compact field, floating list. 'panel': large field, list below (phone). 'hero':
   * large field, floating list (the home page).
   */
  variant?: 'header' | 'panel' | 'hero';
  /** Called after the box navigated somewhere (the phone panel closes itself). */
  onNavigate?: () => void;
  /** Receives the input, e.g. to focus it once a dialog has opened. */
  inputRef?: RefObject<HTMLInputElement | null>;
}

/**
 * The search combobox of docs/product/screens.md "Search box" (ARIA 1.2 combobox with a listbox popup):
 * debounced 300 ms, arrow keys move the selection, Escape closes, Enter opens the selected or
 * first result or else explore with the text; 'Searching...' while loading, 'No results found'
 * when empty; a failed search yields an empty, closed list; empty text makes no call.
 */
export function SearchBox({ variant = 'header', onNavigate, inputRef }: SearchBoxProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const ownRef = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownRef;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The highlighted option belongs to one answer; a new answer starts unselected.
  const [selection, setSelection] = useState({ for: '', index: -1 });

  const trimmed = text.trim();
  const settledText = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState(NO_ANSWER);

  // The answer may still be the previous text's until the search for this one reports.
  const settled = settledText === trimmed && answer.text === settledText;
  const failed = settled && answer.isError;
  const results: SearchResult[] = trimmed === '' || failed ? [] : (answer.results ?? []);
  const current = settled && answer.isSuccess && !answer.isPlaceholderData;
  const loading = trimmed !== '' && !current && !failed;
  const active = selection.for === settledText ? selection.index : -1;
  const visible = open && trimmed !== '' && !failed;
  const expanded = visible && results.length > 0;
  const status = !visible
    ? null
    : loading
      ? intl.formatMessage({ id: 'search.searching' })
      : results.length === 0
        ? intl.formatMessage({ id: 'search.noResults' })
        : null;
  const analytics = useSearchAnalytics(trimmed, visible && current ? results.length : undefined);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  function go(href: string) {
    analytics.commit();
    setOpen(false);
    setText('');
    void navigate(href);
    onNavigate?.();
  }
  function choose(result: SearchResult) {
    const href = searchResultHref(result);
    analytics.opened(answer.text, href, results.indexOf(result));
    go(href);
  }
  const select = (index: number) => setSelection({ for: settledText, index });

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = results.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!visible) return setOpen(true);
        if (count === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        return select(active < 0 && step < 0 ? count - 1 : (active + step + count) % count);
      }
      case 'Enter': {
        if (trimmed === '') return;
        event.preventDefault();
        const chosen = results[active] ?? (current ? results[0] : undefined);
        return chosen ? choose(chosen) : go(exploreSearchHref(trimmed));
      }
      case 'Escape':
        // Unhandled, Escape goes on to close an enclosing dialog (the phone panel).
        if (visible) {
          event.preventDefault();
          setOpen(false);
        } else if (text !== '') {
          event.preventDefault();
          setText('');
        }
        return;
    }
  }

  // The panel's list spans the whole panel: it is placed against the panel, not the field.
  const panel = variant === 'panel';
  const large = variant !== 'header';
  return (
    <div role="search" className={panel ? 'w-full' : 'relative w-full'}>
      <label htmlFor={`${id}-input`} className="sr-only">
        <FormattedMessage id="search.label" />
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          size={large ? 20 : 18}
          className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={intl.formatMessage({ id: 'search.placeholder' })}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            setOpen(true);
            loadAnswerSource().catch(() => undefined);
            loadSearchOptionContent().catch(() => undefined);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`w-full rounded-full border border-slate-300 bg-slate-50 pr-4 text-slate-900 placeholder:text-slate-500 focus:border-sky-600 focus:bg-white focus:outline-2 focus:outline-offset-0 focus:outline-sky-600 ${
            large ? 'h-12 pl-11 text-base' : 'h-11 pl-10 text-sm'
          }`}
        />
      </div>
      {settledText === '' ? null : (
        <Suspense fallback={null}>
          <SearchAnswerSource text={settledText} onAnswer={setAnswer} />
        </Suspense>
      )}
      <SearchPopup
        listboxId={listboxId}
        optionId={optionId}
        results={results}
        active={active}
        status={status}
        visible={visible}
        fullWidth={panel}
        onHover={select}
        onChoose={choose}
      />
    </div>
  );
}

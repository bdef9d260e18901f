import SearchIcon from 'lucide-react/icons/search';
import XIcon from 'lucide-react/icons/x';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** docs/product/limits.md search debounce. */
const DEBOUNCE_MS = 300;

interface SpeciesSearchBoxProps {
  /** The text the list is filtered by now (from the URL). */
  value: string;
  /** Called 300 ms after typing stops, on Enter and on clear, with the trimmed text. */
  onSearch: (text: string) => void;
}

/** The guide's name search: filters the list through the API as the user types. */
export function SpeciesSearchBox({ value, onSearch }: SpeciesSearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  // What this box last sent; a different value arriving means the URL changed elsewhere
  // (back button, a "clear" link), and the box follows it without fighting the typist.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }

  const send = (raw: string) => {
    const next = raw.trim();
    setSent(next);
    if (next !== value) onSearch(next);
  };

  useEffect(() => {
    if (text.trim() === sent) return;
    const timer = setTimeout(() => send(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={id} className="sr-only">
        <FormattedMessage id="marineLife.search.label" />
      </label>
      <SearchIcon
        aria-hidden="true"
        size={20}
        className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={intl.formatMessage({ id: 'marineLife.search.placeholder' })}
        onChange={(event) => setText(event.target.value)}
        // Room on the right only for the clear button; the hint gets the rest of a phone's width
        // and ends in an ellipsis on a narrower one.
        className={`h-12 w-full rounded-full border border-slate-300 bg-white pl-11 text-base text-ellipsis text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-sky-700 focus:outline-2 focus:outline-offset-0 focus:outline-sky-700 [&::-webkit-search-cancel-button]:hidden ${text ? 'pr-12' : 'pr-4'}`}
      />
      {text ? (
        <button
          type="button"
          aria-label={intl.formatMessage({ id: 'marineLife.search.clear' })}
          onClick={() => {
            setText('');
            send('');
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <XIcon aria-hidden="true" size={18} />
        </button>
      ) : null}
    </form>
  );
}

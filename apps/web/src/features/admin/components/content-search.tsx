import { useEffect, useEffectEvent } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { SearchBox, useSearchText } from './list-parts.tsx';

/** How long typing pauses before the list is asked for what was typed. */
export const CONTENT_SEARCH_DELAY_MS = 300;

/**
 * The content list's search box: the list follows what is typed once typing pauses, or at once
 * on Enter. The URL keeps the search (`value`); going Back shows the one it then holds.
 */
export function ContentSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useSearchText(value);
  const settled = useDebouncedValue(text.trim(), CONTENT_SEARCH_DELAY_MS);
  const search = useEffectEvent((next: string) => {
    if (next !== value.trim()) onSearch(next);
  });
  useEffect(() => search(settled), [settled]);

  const submit = () => {
    if (text.trim() !== value.trim()) onSearch(text.trim());
  };
  return (
    <SearchBox labelId="admin.content.search" text={text} onText={setText} onSubmit={submit} />
  );
}

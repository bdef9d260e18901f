import type { SearchResult } from '@divespot/shared/search-links';
import { useEffect } from 'react';
import { useSearchResults } from '../api/get-search-results.ts';

/** Where the search for `text` stands. */
export interface SearchAnswer {
  text: string;
  results: SearchResult[] | undefined;
  isError: boolean;
  isSuccess: boolean;
  /** The previous text's results, shown while this one's load. */
  isPlaceholderData: boolean;
}

export interface SearchAnswerSourceProps {
  text: string;
  onAnswer: (answer: SearchAnswer) => void;
}

/**
 * Runs the search for the box and reports where it stands. The box loads it with the first
 * search (or focus), so a page nobody searches from does not download the query library.
 */
export function SearchAnswerSource({ text, onAnswer }: SearchAnswerSourceProps) {
  const { data, isError, isSuccess, isPlaceholderData } = useSearchResults(text);
  useEffect(() => {
    onAnswer({ text, results: data, isError, isSuccess, isPlaceholderData });
  }, [text, data, isError, isSuccess, isPlaceholderData, onAnswer]);
  return null;
}

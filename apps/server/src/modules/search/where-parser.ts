import type { PlaceBounds } from '@divespot/shared/search-explore';
import { JOINING_WORDS, MONTH_WORDS, normalisedWords, wordForms } from './where-words.ts';

/*
 * Reads "where and when" search texts: a species, and a month or a place or both, with nothing
 * left over ("whale shark march", "mantas in bali", "hammerheads galapagos september").
 */

export interface WhereSpecies {
  slug: string;
  /** Common name as stored, e.g. 'Reef manta ray'. */
  name: string;
  /** Spots where divers see it: the more, the better known. */
  spots: number;
}

export interface WherePlace {
  kind: 'country' | 'region';
  name: string;
  bounds: PlaceBounds;
}

/** Species (those with sightings) and places the parser knows, with their normalised words. */
export interface WhereVocabulary {
  species: (WhereSpecies & { words: string[] })[];
  places: (WherePlace & { words: string[]; norm: string })[];
  /** Every word of a species name, sorted, with the species (places in `species`) it names. */
  speciesWords: { word: string; species: number[] }[];
}

export interface WhereQuery {
  /** Best known first; the species whose whole name was typed, when there are any. */
  species: WhereSpecies[];
  /** The species' shared name ('Manta ray'), or their names joined. */
  title: string;
  month?: number;
  place?: WherePlace;
}

/** More species than this make a vague view ('shark march'): the best known ones are kept. */
export const MAX_SPECIES = 8;
/** Longer texts are no "species + place + month" phrase; reading them would only cost time. */
export const MAX_WORDS = 12;

export function buildVocabulary(
  species: readonly WhereSpecies[],
  places: readonly WherePlace[],
): WhereVocabulary {
  const named = species.map((s) => ({ ...s, words: normalisedWords(s.name) }));
  const byWord = new Map<string, number[]>();
  for (const [i, s] of named.entries()) {
    for (const word of new Set(s.words)) byWord.set(word, [...(byWord.get(word) ?? []), i]);
  }
  return {
    species: named,
    speciesWords: [...byWord]
      .map(([word, list]) => ({ word, species: list }))
      .sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0)),
    places: places.map((p) => {
      const words = normalisedWords(p.name);
      return { ...p, words, norm: words.join(' ') };
    }),
  };
}

/** Joining words off both ends: 'in bali in' → 'bali'. */
function trimJoiners(words: readonly string[]): string[] {
  let start = 0;
  let end = words.length;
  while (start < end && JOINING_WORDS.has(words[start]!)) start++;
  while (end > start && JOINING_WORDS.has(words[end - 1]!)) end--;
  return words.slice(start, end);
}

/** Shorter starts of a word ('m', 'ma') would name half the list while someone types. */
const MIN_PREFIX = 3;

const startsWith = (word: string, typed: string) =>
  word === typed || (typed.length >= MIN_PREFIX && word.startsWith(typed));

/** Whether one of a typed word's forms (wordForms) is a name word or the start of one. */
const formStartsWord = (forms: readonly string[], nameWords: readonly string[]) =>
  forms.some((form) => nameWords.some((word) => startsWith(word, form)));

/** Whether the typed word (or its singular) is a name word or the start of one. */
const startsWord = (typed: string, nameWords: readonly string[]) =>
  formStartsWord(wordForms(typed), nameWords);

/** Whether the typed words (or their singulars) are exactly the name's words. */
const isWholeName = (typed: readonly string[], nameWords: readonly string[]) =>
  typed.length === nameWords.length &&
  nameWords.every((word) => typed.some((t) => wordForms(t).includes(word)));

/** The species' shared last words ('manta ray') when they hold every typed word; else ''. */
function sharedName(found: readonly WhereSpecies[], typed: readonly string[]): string {
  if (found.length < 2) return '';
  const split = found.map((s) => s.name.split(/\s+/));
  const norm = (word: string) => normalisedWords(word).join(' ');
  let shared = 0;
  const shortest = Math.min(...split.map((words) => words.length));
  while (
    shared < shortest &&
    split.every((words) => norm(words.at(-1 - shared)!) === norm(split[0]!.at(-1 - shared)!))
  ) {
    shared++;
  }
  const tail = split[0]!.slice(split[0]!.length - shared);
  if (shared === 0 || !typed.every((t) => startsWord(t, normalisedWords(tail.join(' '))))) {
    return '';
  }
  const text = tail.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The species (places in the vocabulary's list, ascending) with a name word that the typed word,
 * or its singular, starts (startsWith): read off the sorted name words, once per word of a text,
 * which is read several ways.
 */
type SpeciesWith = (typed: string) => number[];

function speciesWith({ speciesWords }: WhereVocabulary): SpeciesWith {
  const known = new Map<string, number[]>();
  const firstAtLeast = (form: string) => {
    let [lo, hi] = [0, speciesWords.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (speciesWords[mid]!.word < form) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (typed) => {
    let found = known.get(typed);
    if (found === undefined) {
      const species = new Set<number>();
      for (const form of wordForms(typed)) {
        for (let k = firstAtLeast(form); k < speciesWords.length; k++) {
          const { word, species: naming } = speciesWords[k]!;
          if (!startsWith(word, form)) break;
          for (const i of naming) species.add(i);
        }
      }
      found = [...species].sort((a, b) => a - b);
      known.set(typed, found);
    }
    return found;
  };
}

function matchSpecies(
  typed: readonly string[],
  vocabulary: WhereVocabulary,
  withWord: SpeciesWith,
) {
  const [first = [], ...others] = typed.map(withWord);
  const all = first
    .filter((i) => others.every((list) => list.includes(i)))
    .map((i) => vocabulary.species[i]!);
  const whole = all.filter((s) => isWholeName(typed, s.words));
  const chosen = (whole.length ? whole : all)
    .sort((a, b) => b.spots - a.spots || a.name.localeCompare(b.name))
    .slice(0, MAX_SPECIES)
    .map(({ slug, name, spots }) => ({ slug, name, spots }));
  if (chosen.length === 0) return null;
  const title = sharedName(chosen, typed) || chosen.map((s) => s.name).join(', ');
  return { species: chosen, title };
}

/** The place whose name was typed whole, else the shortest whose words the text starts. */
function matchPlace(typed: readonly string[], vocabulary: WhereVocabulary): WherePlace | null {
  const text = typed.join(' ');
  const byPreference = (a: WhereVocabulary['places'][number], b: typeof a) =>
    a.norm.length - b.norm.length ||
    (a.kind === b.kind ? 0 : a.kind === 'country' ? -1 : 1) ||
    a.name.localeCompare(b.name);
  const exact = vocabulary.places.filter((p) => p.norm === text).sort(byPreference);
  const found =
    exact[0] ??
    vocabulary.places
      .filter((p) => typed.every((t) => p.words.some((word) => startsWith(word, t))))
      .sort(byPreference)[0];
  return found ? { kind: found.kind, name: found.name, bounds: found.bounds } : null;
}

/** Ways to read the words as (species words, place words), the species' longest reading first. */
function* splits(words: readonly string[]): Generator<[string[], string[]]> {
  for (let k = words.length; k >= 1; k--) yield [words.slice(0, k), words.slice(k)];
  for (let k = 1; k < words.length; k++) yield [words.slice(k), words.slice(0, k)];
}

/** Ways to read the words as (month, the other words in one or two runs). */
function* monthReadings(words: readonly string[]): Generator<[number | undefined, string[][]]> {
  for (const [i, word] of words.entries()) {
    const month = MONTH_WORDS.get(word);
    if (month === undefined) continue;
    const runs = [trimJoiners(words.slice(0, i)), trimJoiners(words.slice(i + 1))];
    yield [month, runs.filter((run) => run.length > 0)];
  }
  yield [undefined, [trimJoiners(words)]];
}

function read(
  month: number | undefined,
  speciesWords: readonly string[],
  placeWords: readonly string[],
  vocabulary: WhereVocabulary,
  withWord: SpeciesWith,
): WhereQuery | null {
  const typedSpecies = trimJoiners(speciesWords);
  const typedPlace = trimJoiners(placeWords);
  if (typedSpecies.length === 0 || (month === undefined && typedPlace.length === 0)) return null;
  const species = matchSpecies(typedSpecies, vocabulary, withWord);
  if (!species) return null;
  const place = typedPlace.length ? matchPlace(typedPlace, vocabulary) : null;
  if (typedPlace.length && !place) return null;
  return { ...species, ...(month ? { month } : {}), ...(place ? { place } : {}) };
}

/**
 * The species, month and place a search text names, or null unless it names a species and a
 * month or a place with nothing left over (joining words aside). A month word counts as a month
 * first and as a name word only when that reading fails.
 */
export function parseWhere(text: string, vocabulary: WhereVocabulary): WhereQuery | null {
  const words = normalisedWords(text);
  if (words.length < 2 || words.length > MAX_WORDS) return null;
  const withWord = speciesWith(vocabulary);
  for (const [month, runs] of monthReadings(words)) {
    const readings: [string[], string[]][] =
      runs.length === 2
        ? [
            [runs[0]!, runs[1]!],
            [runs[1]!, runs[0]!],
          ]
        : runs.length === 1
          ? [...splits(runs[0]!)]
          : [];
    for (const [speciesWords, placeWords] of readings) {
      const found = read(month, speciesWords, placeWords, vocabulary, withWord);
      if (found) return found;
    }
  }
  return null;
}

/*
 * The words of "where and when" search texts: normalisation as search_norm() does it in SQL,
 * month names, joining words and simple English plurals.
 */

/**
 * Words as search_norm() leaves them: accents and case gone, any run of other characters a
 * break. 'Tiburón-ballena, MARZO!' → ['tiburon', 'ballena', 'marzo'].
 */
export function normalisedWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The app's languages (web catalogs), whose month names the search understands. */
const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja'];

/** English abbreviations beyond Intl's 'Sep': 'sept' is as common. */
const EXTRA_MONTH_WORDS: Record<string, number> = { sept: 9 };

function buildMonthWords(): ReadonlyMap<string, number> {
  const words = new Map<string, number>();
  const add = (name: string, month: number) => {
    const word = normalisedWords(name).join(' ');
    // One word only ('3月', 'marzo', 'mar'); the first language to claim a word keeps it.
    if (word !== '' && !word.includes(' ') && !words.has(word)) words.set(word, month);
  };
  for (const language of LANGUAGES) {
    const long = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++)
      add(long.format(Date.UTC(2024, month - 1, 15)), month);
  }
  // Abbreviations in English only: other languages' ('mar' for mar, 'set') are common words.
  const short = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' });
  for (let month = 1; month <= 12; month++) add(short.format(Date.UTC(2024, month - 1, 15)), month);
  for (const [word, month] of Object.entries(EXTRA_MONTH_WORDS)) add(word, month);
  return words;
}

/** Normalised month word → 1–12: 'march', 'mar', 'sept', 'marzo', 'mars', 'marz', '3月'… */
export const MONTH_WORDS = buildMonthWords();

/**
 * Words that join a species, a place and a month ("mantas in bali", "tiburón ballena en marzo",
 * "raies manta à bali", "Walhai im März"), dropped where the parts meet.
 */
export const JOINING_WORDS: ReadonlySet<string> = new Set(
  [
    ...['in', 'at', 'near', 'during', 'around', 'on', 'off', 'of', 'for', 'the'],
    ...['en', 'a', 'al', 'el', 'la', 'las', 'los', 'cerca', 'durante'],
    ...['à', 'au', 'aux', 'dans', 'le', 'les', 'pres', 'pendant'],
    ...['im', 'bei', 'um', 'auf', 'den', 'der', 'die'],
    ...['em', 'no', 'na', 'nos', 'nas', 'de', 'do', 'da', 'perto'],
  ].flatMap(normalisedWords),
);

/**
 * What a typed word may stand for: itself and its singular when it looks like a simple English
 * plural ('mantas' → 'manta', 'hammerheads' → 'hammerhead', 'anemonefishes' → 'anemonefish',
 * 'rays' → 'ray', 'butterflies' → 'butterfly'). Words ending in 'ss' are no plurals ('grass').
 */
export function wordForms(word: string): string[] {
  const forms = [word];
  if (word.length <= 3 || !word.endsWith('s') || word.endsWith('ss')) return forms;
  if (word.endsWith('ies') && word.length > 4) forms.push(`${word.slice(0, -3)}y`);
  if (/(sh|ch|x|ss)es$/.test(word)) forms.push(word.slice(0, -2));
  forms.push(word.slice(0, -1));
  return forms;
}

/**
 * Choices made in the page's preference selects (language, units) before the app took the page
 * over. A prerendered page shows working selects at once, but until its script has run and
 * adopted the page nothing acts on them: on a slow or busy device a diver can pick Deutsch in
 * the footer and see nothing happen. This remembers such a pick, so the select applies it as
 * soon as it is live. The selects mark themselves with `data-preference="<name>"`.
 */

const picked = new Map<string, string>();

function remember(event: Event): void {
  const select = event.target;
  if (!(select instanceof HTMLSelectElement)) return;
  const name = select.dataset.preference;
  if (name) picked.set(name, select.value);
}

/**
 * Call first thing in the browser. Picks made before the script ran show as a select whose value
 * is no longer the option it was served with; later ones arrive as change events until the app
 * is live (endEarlyChoices).
 */
export function watchEarlyChoices(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-preference]')) {
    // The `selected` attribute is the option the page was served with (defaultSelected).
    const served = [...select.options].find((option) => option.hasAttribute('selected'));
    const name = select.dataset.preference;
    if (name && served && select.value !== served.value) picked.set(name, select.value);
  }
  document.addEventListener('change', remember, true);
}

/** The value picked for a preference before the app was live, if any; each pick is given once. */
export function takeEarlyChoice(name: string): string | undefined {
  const value = picked.get(name);
  picked.delete(name);
  return value;
}

/**
 * The app is live: its own selects handle every change from now on. A pick no live select took
 * (its select is not on the page any more) is dropped rather than applied by surprise later.
 */
export function endEarlyChoices(): void {
  document.removeEventListener('change', remember, true);
  picked.clear();
}

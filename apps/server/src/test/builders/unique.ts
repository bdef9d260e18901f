let counter = 0;

/**
 * A slug no other builder call in this process has answered ('spot-7'), so records built by
 * different tests of one file never collide; a test that needs a particular slug passes it.
 */
export const uniqueSlug = (prefix: string) => `${prefix}-${++counter}`;

/** 'reef-3' → 'Reef 3': a readable default name for a built record. */
export const nameOf = (slug: string) =>
  slug.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());

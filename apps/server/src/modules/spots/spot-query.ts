// What a spot query means, apart from its SQL.

/** Text without a letter or digit names nothing; it is ignored like an empty box. */
export const searchText = (q: string | undefined) => (q && /[\p{L}\p{N}]/u.test(q) ? q : undefined);

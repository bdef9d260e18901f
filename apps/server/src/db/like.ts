/**
 * Text a person typed, matched as itself in a LIKE pattern: `%`, `_` and `\` lose their meaning
 * (PostgreSQL's default escape character is `\`).
 */
export const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text containing `text` anywhere. */
export const likeContains = (text: string): string => `%${likeEscaped(text)}%`;

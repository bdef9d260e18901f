/** The profile's query key, keyed by user so one user's profile never shows for the next one. */
export const profileKey = (username: string) => ['profile', username] as const;

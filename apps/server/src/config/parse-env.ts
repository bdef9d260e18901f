import type { z } from 'zod';

/** Bad environment variables, each named with its reason and the value given. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

/**
 * Reads environment variables with a zod schema whose messages say what each variable expects.
 * An empty variable means "unset", as in most shells' `FOO= cmd`. Throws one ConfigError naming
 * every bad variable, e.g. `PORT: expected a port number (got "abc")`.
 */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: NodeJS.ProcessEnv,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  throw new ConfigError(
    parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const got = env[name];
      return `${name}: ${issue.message}${got === undefined ? '' : ` (got ${JSON.stringify(got)})`}`;
    }),
  );
}

/**
 * `read()`'s result; when the configuration is bad, prints what is wrong (no stack trace: the
 * message is the whole story) and exits with code 1.
 */
export function exitOnConfigError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Filling a path pattern's `:name` parameters: the one implementation behind `apiPath` (the API's
 * endpoints, api-routes.ts) and `pagePath` (the app's pages, routes.ts). Free of zod on purpose:
 * both tables ship in the web app's first chunk.
 */

/** The `:name` parameters a pattern holds, e.g. `'country' | 'region'`; never for none. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}.${string}`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never;

/**
 * A value for each parameter of the pattern and no other, e.g. `{ id }` for `/api/image/:id`;
 * an empty object for a pattern without parameters (any key is refused).
 */
export type PathParams<P extends string> = [PathParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<PathParamNames<P>, string | number>;

/**
 * The pattern with each `:name` replaced by its value, URL-encoded (a slash in a value stays
 * inside its segment), e.g. `fillPath('/spots/:slug', { slug: 'blue-hole' })` is
 * `/spots/blue-hole`. Throws for a parameter without a value: a broken link is a bug to see.
 */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number | null | undefined>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${pattern}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

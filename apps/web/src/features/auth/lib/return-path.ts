/** docs/product/api.md, docs/product/limits.md: the session-storage entry holding where to return after social sign-in. */
export const RETURN_PATH_KEY = 'postLoginRedirect';

/** Keeps the current page (path, query, hash) to come back to after the provider. */
export function rememberReturnPath(path = currentPath()): void {
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // Storage denied: the user lands on the home page instead.
  }
}

/** The kept path (only same-site paths), removed once read; '/' when there is none. */
export function takeReturnPath(): string {
  let path: string | null = null;
  try {
    path = window.sessionStorage.getItem(RETURN_PATH_KEY);
    window.sessionStorage.removeItem(RETURN_PATH_KEY);
  } catch {
    // Storage denied: nothing was kept.
  }
  // '//host' or a full URL would leave the site.
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
}

function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

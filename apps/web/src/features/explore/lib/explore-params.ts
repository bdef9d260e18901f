/** Commas stay readable in requests, as in the page URL. */
export const queryString = (params: URLSearchParams) => params.toString().replace(/%2C/gi, ',');

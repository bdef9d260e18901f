import { OAuth2Server } from 'oauth2-mock-server';

/** The Google identity the e2e provider signs in (a verified e-mail, as Google gives). */
export const GOOGLE_IDENTITY = {
  sub: 'google-e2e-1',
  email: 'gil.google@example.com',
  email_verified: true,
  given_name: 'Gil',
  family_name: 'Google',
} as const;

/**
 * An OpenID Connect provider standing in for Google during e2e runs (GOOGLE_ISSUER_URL). Its
 * authorize step answers at once for GOOGLE_IDENTITY, as Google does for a signed-in user.
 */
export function startGoogleProvider(port: number): void {
  const provider = new OAuth2Server();
  // The issuer must read as GOOGLE_ISSUER_URL does (the mock would otherwise say 'localhost').
  provider.issuer.url = googleIssuerUrl(port);
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, GOOGLE_IDENTITY);
  });
  // Playwright ends the runner process after the run, which closes the provider with it.
  void provider.issuer.keys.generate('RS256').then(() => provider.start(port, '127.0.0.1'));
}

/** GOOGLE_ISSUER_URL of the server for a provider on `port`. */
export function googleIssuerUrl(port: number | string): string {
  return `http://127.0.0.1:${port}`;
}

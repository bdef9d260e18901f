/** The auth feature's public surface: other features, routes and the app import only this. */
export { profileQuery, useProfile } from './api/get-profile.ts';
export { profileKey } from './api/profile-key.ts';
export { LoginModal } from './components/login-modal.tsx';
export { useSessionKeeper } from './hooks/use-session-keeper.ts';
export { OAuthRedirect } from './components/oauth-redirect.tsx';
export { ResetPasswordPage } from './components/reset-password-page.tsx';
export { useFieldErrorText } from './lib/auth-messages.ts';
export { issuesByField, serverFieldErrors } from './lib/form-errors.ts';
export { displayName, isAdmin } from './lib/roles.ts';
export { installSession, sessionUserOf, signOutEverywhere } from './lib/session.ts';
export { retryAfterOf, type UiText, useKnownText, useUiText } from './lib/ui-text.ts';
export { type SessionUser, useAuthStore } from './stores/auth-store.ts';
export { useLoginModal } from './stores/login-modal-store.ts';

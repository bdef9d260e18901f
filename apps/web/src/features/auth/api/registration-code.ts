import type { RegistrationCodeSent, RegistrationTokenValidity } from '@divespot/shared/account';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/account/sendRegistrationToken?email= → a code is mailed; the resend cooldown starts. */
export function sendRegistrationCode(email: string): Promise<RegistrationCodeSent> {
  return callApi('registrationCodeSend', { query: { email }, auth: false });
}

/** GET /api/account/resendRegistrationToken?email= → a new code; 429 with the seconds to wait. */
export function resendRegistrationCode(email: string): Promise<RegistrationCodeSent> {
  return callApi('registrationCodeResend', { query: { email }, auth: false });
}

/** GET /api/account/validateRegistrationToken?email=&token= → {valid}. */
export function validateRegistrationCode(
  email: string,
  token: string,
): Promise<RegistrationTokenValidity> {
  return callApi('registrationCodeCheck', { query: { email, token }, auth: false });
}

import type { RegistrationCodeSent, RegistrationTokenValidity } from '@divespot/shared/account';
import { apiRequest } from '../../../lib/api-client.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** GET /api/account/sendRegistrationToken?email= → a code is mailed; the resend cooldown starts. */
export function sendRegistrationCode(email: string): Promise<RegistrationCodeSent> {
  return apiRequest<RegistrationCodeSent>(
    `/api/account/sendRegistrationToken?${query({ email })}`,
    { auth: false },
  );
}

/** GET /api/account/resendRegistrationToken?email= → a new code; 429 with the seconds to wait. */
export function resendRegistrationCode(email: string): Promise<RegistrationCodeSent> {
  return apiRequest<RegistrationCodeSent>(
    `/api/account/resendRegistrationToken?${query({ email })}`,
    { auth: false },
  );
}

/** GET /api/account/validateRegistrationToken?email=&token= → {valid}. */
export function validateRegistrationCode(
  email: string,
  token: string,
): Promise<RegistrationTokenValidity> {
  return apiRequest<RegistrationTokenValidity>(
    `/api/account/validateRegistrationToken?${query({ email, token })}`,
    { auth: false },
  );
}

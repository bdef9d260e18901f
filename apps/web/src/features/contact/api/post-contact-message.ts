import type { ContactMessageCreated, ContactMessageInput } from '@divespot/shared/contact';
import type { FieldError } from '@divespot/shared/errors';
import { useMutation } from '../../../lib/query.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** POST /api/contact → 201 {id, receivedAt}. */
export function postContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return callApi('contactCreate', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}

/** Field errors of a 400 response (`detail.fields`), or an empty list. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return [...error.fieldErrors];
}

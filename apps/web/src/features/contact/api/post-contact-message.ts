import type { ContactMessageCreated, ContactMessageInput } from '@divespot/shared/contact';
import { useMutation } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';

/** POST /api/contact → 201 {id, receivedAt}. */
export function postContactMessage(input: ContactMessageInput): Promise<ContactMessageCreated> {
  return callApi('contactCreate', { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: postContactMessage });
}

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { apiErrorText, fieldErrorsOf } from './api-error-text.ts';

const texts = {
  known: { LIST_FULL: 'ours: the list is full' },
  words: (text: string) => `server: ${text}`,
  fallback: 'fallback',
};
const refused = (code: string, fields: { field: string; message: string }[] = []) =>
  new ApiError('The list could not be changed.', 400, {
    status: 400,
    code,
    message: 'The list could not be changed.',
    detail: { fields },
  });

describe('apiErrorText', () => {
  it('says ours for a code the feature knows, before any field or server words', () => {
    const error = refused('LIST_FULL', [{ field: 'objectId', message: 'the list holds 5000' }]);
    expect(apiErrorText(error, texts)).toBe('ours: the list is full');
  });

  it("else a refused field's reason, then the server's words", () => {
    const field = refused('VALIDATION_FAILED', [{ field: 'name', message: 'is too long' }]);
    expect(apiErrorText(field, texts)).toBe('server: name is too long');
    expect(apiErrorText(refused('LIST_LIMIT'), texts)).toBe(
      'server: The list could not be changed.',
    );
  });

  it('else the fallback: no body, a code from another release, or not an API error', () => {
    expect(apiErrorText(new ApiError('Bad Gateway', 502), texts)).toBe('fallback');
    expect(apiErrorText(new ApiError('x', 400, { code: 'SOMETHING_NEW' }), texts)).toBe('fallback');
    expect(apiErrorText(new TypeError('Failed to fetch'), texts)).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it("gives a 400's invalid fields, and none for any other answer", () => {
    const fields = [{ field: 'email', message: 'is invalid' }];
    expect(fieldErrorsOf(refused('VALIDATION_FAILED', fields))).toEqual(fields);
    const conflict = new ApiError('Taken', 409, { code: 'EMAIL_TAKEN', detail: { fields } });
    expect(fieldErrorsOf(conflict)).toEqual([]);
    expect(fieldErrorsOf(new Error('x'))).toEqual([]);
  });
});

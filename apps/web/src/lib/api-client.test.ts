import { describe, expect, it } from 'vitest';
import { errorMessageFrom } from './api-client.ts';

describe('errorMessageFrom (SPEC §8)', () => {
  it('prefers detail, then message, then error of the body', () => {
    expect(errorMessageFrom({ detail: 'D', message: 'M', error: 'E' }, 'Bad Request', 400)).toBe(
      'D',
    );
    expect(errorMessageFrom({ message: 'M', error: 'E' }, 'Bad Request', 400)).toBe('M');
    expect(errorMessageFrom({ error: 'E' }, 'Bad Request', 400)).toBe('E');
  });

  it('skips a structured detail (our field list) and blank strings', () => {
    expect(
      errorMessageFrom(
        { detail: { fields: [] }, message: 'Some fields are invalid.' },
        'Bad Request',
        400,
      ),
    ).toBe('Some fields are invalid.');
    expect(errorMessageFrom({ message: '  ' }, 'Conflict', 409)).toBe('Conflict');
  });

  it('falls back to the status text, then the status', () => {
    expect(errorMessageFrom('<html>oops</html>', 'Bad Gateway', 502)).toBe('Bad Gateway');
    expect(errorMessageFrom(undefined, '', 500)).toBe('Request failed with status 500');
  });
});

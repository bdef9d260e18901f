import { useState, type FormEvent } from 'react';
import type { SafeParse } from '../lib/form-errors.ts';
import type { UiText } from '../lib/ui-text.ts';

/**
 * A form of one field that a shared rule (docs/product/validation.md) checks before it is sent: the field's error,
 * the form's alert (what `failed` makes of a failed send), and no second send while one waits.
 */
export function useOneFieldForm<T>(
  rule: { safeParse: (value: string) => SafeParse<T> },
  send: (value: T) => Promise<void>,
  failed: (failure: unknown) => UiText,
) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<UiText | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAlert(null);
    const parsed = rule.safeParse(value);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success || pending) return;
    setPending(true);
    try {
      await send(parsed.data);
    } catch (failure) {
      setAlert(failed(failure));
    } finally {
      setPending(false);
    }
  }

  return { value, setValue, error, alert, pending, submit };
}

import { useUiText, type UiText } from '../lib/ui-text.ts';

/** A form-level error, announced as soon as it appears. */
export function AuthAlert({ message }: { message: UiText | null }) {
  const say = useUiText();
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800">
          {say(message)}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** The link-like button under a sign-in dialog form that switches to the other form. */
export function SwitchButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="min-h-11 font-semibold text-sky-800 underline underline-offset-4"
      onClick={onClick}
    >
      {children}
    </button>
  );
}

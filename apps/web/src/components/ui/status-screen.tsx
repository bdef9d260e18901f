import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type Tone = 'info' | 'warning' | 'danger';

const TONES: Record<Tone, string> = {
  info: 'bg-sky-100 text-sky-800',
  warning: 'bg-amber-100 text-amber-800',
  danger: 'bg-rose-100 text-rose-800',
};

interface StatusScreenProps {
  icon: LucideIcon;
  title: string;
  tone?: Tone;
  children?: ReactNode;
  /** Buttons or links, primary first. */
  actions?: ReactNode;
}

/** Centered full-width message used by error screens, guards and empty states. */
export function StatusScreen({
  icon: Icon,
  title,
  tone = 'info',
  children,
  actions,
}: StatusScreenProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span
        className={`mb-6 inline-flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}
      >
        <Icon aria-hidden="true" size={32} />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {children ? <div className="mt-4 text-base leading-7 text-slate-700">{children}</div> : null}
      {actions ? (
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{actions}</div>
      ) : null}
    </section>
  );
}

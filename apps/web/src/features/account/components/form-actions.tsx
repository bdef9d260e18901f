import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** What the last submission of a profile form came to, said next to its button. */
export type FormStatus = { ok: boolean; text: MessageId } | null;

/** How the last submission went, announced as it changes: green when it worked, red when not. */
export function FormStatusText(props: { status: FormStatus; className?: string }) {
  const tone = props.status?.ok ? 'text-emerald-800' : 'text-rose-700';
  return (
    <p role="status" className={`${props.className ?? ''} text-sm font-medium ${tone}`.trim()}>
      {props.status ? <FormattedMessage id={props.status.text} /> : null}
    </p>
  );
}

/** A profile form's submit button and, announced beside it, how the last submission went. */
export function FormActions(props: { label: ReactNode; pending: boolean; status: FormStatus }) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={props.pending}>
        {props.label}
      </Button>
      <FormStatusText status={props.status} />
    </div>
  );
}

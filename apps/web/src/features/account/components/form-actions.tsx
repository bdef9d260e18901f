import { Button } from '../../../components/ui/button.tsx';

/** What the last submission of a profile form came to, said next to its button. */
export type FormStatus = { ok: boolean; text: string } | null;

/** A profile form's submit button and, announced beside it, how the last submission went. */
export function FormActions(props: { label: string; pending: boolean; status: FormStatus }) {
  const { status } = props;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Button type="submit" disabled={props.pending}>
        {props.label}
      </Button>
      <p
        role="status"
        className={`text-sm font-medium ${status?.ok ? 'text-emerald-800' : 'text-rose-700'}`}
      >
        {status?.text}
      </p>
    </div>
  );
}

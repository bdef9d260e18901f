import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** A sign-in dialog form's full-width submit button, spinning and disabled while it waits. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? <LoaderCircleIcon aria-hidden="true" size={18} className="animate-spin" /> : null}
      {children}
    </Button>
  );
}

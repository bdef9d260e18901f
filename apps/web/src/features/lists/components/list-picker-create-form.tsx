import { BOOKMARK_LIMITS } from '@divespot/shared/bookmark-vocabulary';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import PlusIcon from 'lucide-react/icons/plus';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/form-field.tsx';

interface ListPickerCreateFormProps {
  /** Makes the list (and puts the item in it); resolves true when it worked. */
  onCreate: (name: string) => Promise<boolean>;
  pending: boolean;
}

/**
 * 'New list' (docs/product/states.md create-form shown or hidden): a name, required once trimmed (the Create
 * button stays disabled until there is one, docs/product/validation.md), at most 80 characters. New lists are
 * private; the form says so.
 */
export function ListPickerCreateForm({ onCreate, pending }: ListPickerCreateFormProps) {
  const [shown, setShown] = useState(false);
  const [name, setName] = useState('');
  const intl = useIntl();
  const blank = name.trim() === '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blank || pending) return;
    if (await onCreate(name)) {
      setName('');
      setShown(false);
    }
  }

  if (!shown) {
    return (
      <button
        type="button"
        onClick={() => setShown(true)}
        className="flex min-h-14 w-full items-center gap-3 rounded-2xl px-2 py-2 text-left font-semibold text-sky-800 transition-colors hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl border-2 border-dashed border-sky-300">
          <PlusIcon aria-hidden="true" size={20} />
        </span>
        <FormattedMessage id="lists.save.newList" />
      </button>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="rounded-2xl bg-slate-50 p-3">
      <label htmlFor="save-new-list-name" className="block text-sm font-semibold text-slate-900">
        <FormattedMessage id="lists.save.nameLabel" />
      </label>
      <input
        id="save-new-list-name"
        name="name"
        type="text"
        autoComplete="off"
        // Focus follows the diver's own press of 'New list'.
        autoFocus
        maxLength={BOOKMARK_LIMITS.nameMax}
        value={name}
        placeholder={intl.formatMessage({ id: 'lists.save.namePlaceholder' })}
        aria-describedby="save-new-list-hint"
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          // Escape leaves the form, not the whole dialog.
          if (e.key === 'Escape' && !pending) {
            e.preventDefault();
            e.stopPropagation();
            setShown(false);
          }
        }}
        className={`mt-1.5 ${inputClasses(false)}`}
      />
      <p id="save-new-list-hint" className="mt-1.5 text-sm text-slate-600">
        <FormattedMessage id="lists.save.privateHint" />
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setShown(false)} disabled={pending}>
          <FormattedMessage id="lists.save.cancel" />
        </Button>
        <Button type="submit" disabled={blank || pending}>
          {pending ? (
            <LoaderCircleIcon aria-hidden="true" size={16} className="animate-spin" />
          ) : null}
          <FormattedMessage id="lists.save.create" />
        </Button>
      </div>
    </form>
  );
}

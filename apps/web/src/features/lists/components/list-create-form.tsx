import type { BookmarkPrivacy } from '@divespot/shared/bookmarks';
import PlusIcon from 'lucide-react/icons/plus';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { useCreateList } from '../api/manage.ts';
import { useListErrorText } from '../lib/list-text.ts';
import { ListNameField } from './list-name-field.tsx';
import { PrivacyChoice } from './list-privacy.tsx';

/**
 * 'New list': a name (the create button stays disabled until it has more than spaces) and who
 * can see it, private unless the diver picks public. docs/product/errors.md 'Failed to create list' on failure.
 */
export function ListCreateForm({ onCreated }: { onCreated?: (name: string) => void }) {
  const intl = useIntl();
  const failureText = useListErrorText();
  const headingId = useId();
  const create = useCreateList();
  const [name, setName] = useState('');
  const [privacy, setPrivacy] = useState<BookmarkPrivacy>('PRIVATE');
  const trimmed = name.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || create.isPending) return;
    create.mutate(
      { name: trimmed, privacy },
      {
        onSuccess: (list) => {
          setName('');
          setPrivacy('PRIVATE');
          onCreated?.(list.name);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-gradient-to-br from-sky-50 to-cyan-50 p-5 ring-1 ring-sky-100 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <FormattedMessage id="lists.create.title" />
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <FormattedMessage id="lists.create.hint" />
      </p>
      <form onSubmit={submit} className="mt-4 grid gap-4 md:grid-cols-[1fr_auto_auto] md:items-end">
        <ListNameField
          idPrefix="new-list"
          value={name}
          onChange={setName}
          placeholder={intl.formatMessage({ id: 'lists.create.placeholder' })}
        />
        <PrivacyChoice name="new-list-privacy" value={privacy} onChange={setPrivacy} />
        <Button type="submit" disabled={!trimmed || create.isPending} className="md:mb-0.5">
          <PlusIcon aria-hidden="true" size={18} />
          <FormattedMessage id="lists.create.submit" />
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="mt-4 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900">
          {failureText(create.error, intl.formatMessage({ id: 'lists.error.create' }))}
        </p>
      ) : null}
    </section>
  );
}

import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { hintTextClass } from './content-fields.tsx';

/** Whether an article is on the blog. */
export type Status = 'draft' | 'published';

/** Draft or published, as two radio buttons. */
export function StatusChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Status;
  onChange: (status: Status) => void;
}) {
  const options: { status: Status; label: MessageId; hint: MessageId }[] = [
    {
      status: 'draft',
      label: 'admin.article.status.draft',
      hint: 'admin.article.status.draftHint',
    },
    {
      status: 'published',
      label: 'admin.article.status.published',
      hint: 'admin.article.status.publishedHint',
    },
  ];
  return (
    <fieldset id={id} tabIndex={-1} className="min-w-0">
      <legend className="block text-sm font-medium text-slate-800">
        <FormattedMessage id="admin.article.status" />
      </legend>
      <div className="mt-1 space-y-1">
        {options.map((o) => (
          <label
            key={o.status}
            className="flex min-h-11 cursor-pointer items-start gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-50"
          >
            <input
              type="radio"
              name={`${id}-status`}
              checked={value === o.status}
              onChange={() => onChange(o.status)}
              className="mt-1 size-4 accent-sky-800"
            />
            <span>
              <span className="block text-sm text-slate-800">
                <FormattedMessage id={o.label} />
              </span>
              <span className={hintTextClass}>
                <FormattedMessage id={o.hint} />
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

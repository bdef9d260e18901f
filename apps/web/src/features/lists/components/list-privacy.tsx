import type { BookmarkFolderSummary, BookmarkPrivacy } from '@divespot/shared/bookmarks';
import GlobeIcon from 'lucide-react/icons/globe';
import LockIcon from 'lucide-react/icons/lock';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';

interface PrivacyChoiceProps {
  name: string;
  value: BookmarkPrivacy;
  onChange: (value: BookmarkPrivacy) => void;
}

const OPTION =
  'flex min-h-11 cursor-pointer items-center gap-2 px-4 text-sm font-semibold text-slate-800 has-checked:bg-sky-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-700';

/** Private or public, as two radio buttons drawn as one segmented control. */
export function PrivacyChoice({ name, value, onChange }: PrivacyChoiceProps) {
  const intl = useIntl();
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-900">
        {intl.formatMessage({ id: 'lists.form.privacy' })}
      </legend>
      <div className="inline-flex overflow-hidden rounded-xl border border-slate-400 bg-white">
        {(['PRIVATE', 'PUBLIC'] as const).map((option) => (
          <label key={option} className={OPTION}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {option === 'PRIVATE' ? (
              <>
                <LockIcon aria-hidden="true" size={16} />
                <FormattedMessage id="lists.privacy.private" />
              </>
            ) : (
              <>
                <GlobeIcon aria-hidden="true" size={16} />
                <FormattedMessage id="lists.privacy.public" />
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Make public' / 'Make private': switches who can see a list. */
export function PrivacyToggle({
  list,
  busy,
  onToggle,
  className = '',
}: {
  list: BookmarkFolderSummary;
  busy: boolean;
  onToggle: (privacy: BookmarkPrivacy) => void;
  className?: string;
}) {
  const makePublic = list.privacy === 'PRIVATE';
  return (
    <Button
      variant="secondary"
      disabled={busy}
      className={className}
      onClick={() => onToggle(makePublic ? 'PUBLIC' : 'PRIVATE')}
    >
      {makePublic ? (
        <>
          <GlobeIcon aria-hidden="true" size={16} />
          <FormattedMessage id="lists.privacy.makePublic" />
        </>
      ) : (
        <>
          <LockIcon aria-hidden="true" size={16} />
          <FormattedMessage id="lists.privacy.makePrivate" />
        </>
      )}
    </Button>
  );
}

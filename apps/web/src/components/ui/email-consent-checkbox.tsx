import { FormattedMessage } from 'react-intl';

/** The opt-in to DiveSpot's occasional mails, asked on sign-up and kept on the profile. */
export function EmailConsentCheckbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
      <input
        type="checkbox"
        name="emailConsent"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="mt-0.5 size-5 accent-sky-700"
      />
      <FormattedMessage id="ui.emailConsent" />
    </label>
  );
}

import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { FormattedMessage, useIntl } from 'react-intl';

/** Says plainly that a listing is a made-up example, so no diver tries to book it. */
export function SampleNotice({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <div
      role="note"
      aria-label={intl.formatMessage({ id: 'diveCenters.sample.label' })}
      className="mt-5 flex gap-3 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
    >
      <TriangleAlertIcon aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-amber-700" />
      <p>
        <FormattedMessage
          id="diveCenters.sample.body"
          values={{
            name,
            strong: (chunks) => <strong className="font-semibold">{chunks}</strong>,
          }}
        />
      </p>
    </div>
  );
}

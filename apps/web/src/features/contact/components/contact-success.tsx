import CircleCheckIcon from 'lucide-react/icons/circle-check';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';

interface ContactSuccessProps {
  name: string;
  reference: string;
  onSendAnother: () => void;
}

/** Confirmation after a 201: thanks the sender and shows the stored message's reference. */
export function ContactSuccess({ name, reference, onSendAnother }: ContactSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="contact-success-title"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 sm:p-8"
    >
      <CircleCheckIcon aria-hidden="true" size={32} className="text-emerald-700" />
      <h2
        id="contact-success-title"
        ref={headingRef}
        tabIndex={-1}
        className="mt-3 text-2xl font-bold text-slate-900 outline-none"
      >
        <FormattedMessage id="contact.success.title" />
      </h2>
      <p className="mt-3 leading-7 text-slate-800">
        <FormattedMessage
          id="contact.success.reference"
          values={{ name, reference, ref: (text) => <strong className="font-mono">{text}</strong> }}
        />
      </p>
      <p className="mt-2 leading-7 text-slate-800">
        <FormattedMessage id="contact.success.body" />
      </p>
      <Button variant="secondary" className="mt-6" onClick={onSendAnother}>
        <FormattedMessage id="contact.success.sendAnother" />
      </Button>
    </section>
  );
}

import type { ContactMessageCreated } from '@divespot/shared/contact';
import { SUPPORT_EMAIL } from '@divespot/shared/site';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ContactForm, EMPTY_VALUES } from './contact-form.tsx';
import { ContactSuccess } from './contact-success.tsx';

const PRESS_EMAIL = 'press@divespot.app';
const linkClass = 'font-medium text-sky-800 underline underline-offset-4';

interface Sent {
  name: string;
  reference: string;
}

export function ContactPage() {
  const [values, setValues] = useState(EMPTY_VALUES);
  const [sent, setSent] = useState<Sent | null>(null);

  function handleSent(created: ContactMessageCreated, name: string) {
    setSent({ name, reference: created.id });
    setValues(EMPTY_VALUES);
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
        <FormattedMessage id="contact.page.eyebrow" />
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        <FormattedMessage id="contact.page.title" />
      </h1>
      <p className="mt-5 text-lg leading-8 text-slate-700">
        <FormattedMessage id="contact.page.intro" />
      </p>
      <div className="mt-10">
        {sent ? (
          <ContactSuccess
            name={sent.name}
            reference={sent.reference}
            onSendAnother={() => setSent(null)}
          />
        ) : (
          <ContactForm values={values} onChange={setValues} onSent={handleSent} />
        )}
      </div>
      <p className="mt-10 text-sm leading-6 text-slate-700">
        <FormattedMessage
          id="contact.page.preferEmail"
          values={{
            supportEmail: SUPPORT_EMAIL,
            pressEmail: PRESS_EMAIL,
            support: (text) => (
              <a className={linkClass} href={`mailto:${SUPPORT_EMAIL}`}>
                {text}
              </a>
            ),
            press: (text) => (
              <a className={linkClass} href={`mailto:${PRESS_EMAIL}`}>
                {text}
              </a>
            ),
          }}
        />
      </p>
    </div>
  );
}

import type { ContactMessageCreated } from '@divespot/shared/contact';
import { SUPPORT_EMAIL } from '@divespot/shared/site';
import { useState } from 'react';
import { ContactForm, EMPTY_VALUES } from './contact-form.tsx';
import { ContactSuccess } from './contact-success.tsx';

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
      <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">Support</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        Contact DiveSpot
      </h1>
      <p className="mt-5 text-lg leading-8 text-slate-700">
        Questions, corrections to a dive spot or species, or an idea for a partnership? Send us a
        message and a person on the team will reply within two working days.
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
        Prefer e-mail? Write to{' '}
        <a
          className="font-medium text-sky-800 underline underline-offset-4"
          href={`mailto:${SUPPORT_EMAIL}`}
        >
          {SUPPORT_EMAIL}
        </a>
        . Journalists can reach us at{' '}
        <a
          className="font-medium text-sky-800 underline underline-offset-4"
          href="mailto:press@divespot.app"
        >
          press@divespot.app
        </a>
        .
      </p>
    </div>
  );
}

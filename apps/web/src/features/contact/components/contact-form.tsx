import type { ContactMessageCreated } from '@divespot/shared/contact';
import { CONTACT_LIMITS, CONTACT_TOPICS } from '@divespot/shared/contact-topics';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, inputClasses } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useUiText, type UiText } from '../../auth/index.ts';
import { fieldErrorsOf } from '../../../lib/api-error-text.ts';
import { useSendContactMessage } from '../api/post-contact-message.ts';
import {
  failureReason,
  rateLimitReason,
  TOPIC_LABELS,
  useContactFieldError,
} from '../lib/contact-messages.ts';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;
/** Why the last send failed: a rate limit (its own sentence) or anything else (a reason). */
type Failure = { rateLimited: boolean; reason: UiText };

export const EMPTY_VALUES: Values = { name: '', email: '', topic: '', message: '' };

/**
 * The shared rules (and zod with them, ~25 KB gzipped) load when the visitor starts on the form,
 * not with the page, so /contact paints as fast as the other information pages.
 */
const loadRules = () => import('@divespot/shared/contact');

function isField(value: unknown): value is Field {
  return FIELDS.includes(value as Field);
}

interface ContactFormProps {
  values: Values;
  onChange: (values: Values) => void;
  onSent: (created: ContactMessageCreated, name: string) => void;
}

/** Contact form: validated with the shared schema, field errors from the server shown inline. */
export function ContactForm({ values, onChange, onSent }: ContactFormProps) {
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();
  const intl = useIntl();
  const say = useUiText();
  const fieldError = useContactFieldError();
  const count = (n: number) => intl.formatNumber(n, { useGrouping: false });

  function showErrors(next: Errors) {
    setErrors(next);
    const first = FIELDS.find((f) => next[f]);
    const control = first ? formRef.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    setFailure(null);
    const rules = await loadRules();
    const parsed = rules.contactMessageInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field)) next[field] ??= issue.message;
      }
      showErrors(next);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (created) => onSent(created, parsed.data.name),
      onError: (error) => {
        const next: Errors = {};
        for (const { field, message } of fieldErrorsOf(error)) {
          if (isField(field)) next[field] ??= message;
        }
        if (Object.keys(next).length > 0) return showErrors(next);
        // A 429's own sentence already says what happened and how long to wait.
        if (error instanceof ApiError && error.status === 429) {
          return setFailure({
            rateLimited: true,
            reason: rateLimitReason(error, rules.contactWaitMessage),
          });
        }
        setFailure({ rateLimited: false, reason: failureReason(error) });
      },
    });
  }

  const set = (field: Field) => (value: string) => {
    onChange({ ...values, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onFocus={() => void loadRules()}
      className="space-y-6"
      aria-label={intl.formatMessage({ id: 'contact.page.title' })}
    >
      {failure ? (
        <div
          role="alert"
          className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-sm text-rose-900"
        >
          {intl.formatMessage(
            { id: failure.rateLimited ? 'contact.form.rateLimited' : 'contact.form.failed' },
            { reason: say(failure.reason) },
          )}
        </div>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField
          name="name"
          idPrefix="contact"
          label={intl.formatMessage({ id: 'contact.form.name' })}
          error={fieldError(errors.name)}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.nameMax}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              className={inputClasses(Boolean(errors.name))}
            />
          )}
        </FormField>
        <FormField
          name="email"
          idPrefix="contact"
          label={intl.formatMessage({ id: 'contact.form.email' })}
          error={fieldError(errors.email)}
        >
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={CONTACT_LIMITS.emailMax}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              className={inputClasses(Boolean(errors.email))}
            />
          )}
        </FormField>
      </div>
      <FormField
        name="topic"
        idPrefix="contact"
        label={intl.formatMessage({ id: 'contact.form.topic' })}
        error={fieldError(errors.topic)}
      >
        {(control) => (
          <select
            {...control}
            required
            value={values.topic}
            onChange={(e) => set('topic')(e.target.value)}
            className={inputClasses(Boolean(errors.topic))}
          >
            <option value="">{intl.formatMessage({ id: 'contact.form.chooseTopic' })}</option>
            {CONTACT_TOPICS.map((t) => (
              <option key={t.value} value={t.value}>
                {intl.formatMessage({ id: TOPIC_LABELS[t.value] })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        name="message"
        idPrefix="contact"
        label={intl.formatMessage({ id: 'contact.form.message' })}
        error={fieldError(errors.message)}
        hint={intl.formatMessage(
          { id: 'contact.form.messageHint' },
          {
            count: count(values.message.length),
            max: count(CONTACT_LIMITS.messageMax),
            min: count(CONTACT_LIMITS.messageMin),
          },
        )}
      >
        {(control) => (
          <textarea
            {...control}
            required
            rows={7}
            maxLength={CONTACT_LIMITS.messageMax}
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            className={`${inputClasses(Boolean(errors.message))} resize-y`}
          />
        )}
      </FormField>
      <Button type="submit" aria-disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? (
          <LoaderCircleIcon aria-hidden="true" size={18} className="animate-spin" />
        ) : null}
        {intl.formatMessage({ id: send.isPending ? 'contact.form.sending' : 'contact.form.send' })}
      </Button>
    </form>
  );
}

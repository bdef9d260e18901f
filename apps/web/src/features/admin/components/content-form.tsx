import {
  CONTENT_LIMITS,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@divespot/shared/admin-content-vocabulary';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import type { ContentForm, ContentFormView } from '../hooks/use-content-form.ts';
import { hintTextClass, TextArea, TextInput } from './content-fields.tsx';
import { primaryButtonClass } from './list-parts.tsx';

/**
 * The frame of the console's content forms (docs/product/admin.md#content): titled sections, a
 * text's translations, the error summary at the top and the save bar at the bottom. The fields
 * themselves are in content-fields.tsx.
 */

/** A titled part of a form (Basics, Where, Diving …), with an optional sentence under the title. */
export function FormSection({
  heading,
  intro,
  children,
}: {
  /** The section's title (a catalog id: `title` would read as words to translate). */
  heading: MessageId;
  intro?: MessageId;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        <FormattedMessage id={heading} />
      </h3>
      {intro ? (
        <p className="mt-1 max-w-3xl text-sm leading-6 text-slate-700">
          <FormattedMessage id={intro} />
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** A language's name in the reader's language: 'pt-BR' → 'Portuguese (Brazil)'. */
export function useLanguageName() {
  const { locale } = useIntl();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
}

/**
 * A text's translations into the five other languages (English is the record's own field),
 * folded away until opened; it opens by itself when one of them has an error. A language left
 * empty shows the English text to its readers.
 */
export function TranslationFields({
  form,
  path,
  value,
  onChange,
  heading,
  multiline = true,
  maxLength,
}: {
  form: ContentFormView;
  /** The body's field ('translations'): a language's path is `${path}.${lang}`. */
  path: string;
  value: Partial<Record<TranslatedLanguage, string>>;
  onChange: (lang: TranslatedLanguage, text: string) => void;
  heading: MessageId;
  multiline?: boolean;
  maxLength?: number;
}) {
  const intl = useIntl();
  const languageName = useLanguageName();
  const ref = useRef<HTMLDetailsElement>(null);
  const hasError = form.hasErrorUnder(path);
  const filled = TRANSLATED_LANGUAGES.filter((lang) => (value[lang] ?? '').trim() !== '').length;
  useEffect(() => {
    if (hasError && ref.current) ref.current.open = true;
  }, [hasError, form.refusals]);
  return (
    <details ref={ref} className="group rounded-2xl border border-slate-200 bg-white sm:col-span-2">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-sm font-semibold text-slate-900">
            <FormattedMessage id={heading} />
          </span>
          <span className="block text-xs text-slate-600">
            <FormattedMessage
              id="admin.content.translations.count"
              values={{ filled, total: TRANSLATED_LANGUAGES.length }}
            />
          </span>
        </span>
        <ChevronDownIcon
          aria-hidden="true"
          size={18}
          className="shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="grid gap-4 border-t border-slate-200 p-4">
        <p className={hintTextClass}>
          <FormattedMessage id="admin.content.translations.hint" />
        </p>
        {TRANSLATED_LANGUAGES.map((lang) => {
          const binding = {
            ...form.field(`${path}.${lang}`),
            label: intl.formatMessage(
              { id: 'admin.content.translations.language' },
              { language: languageName(lang) },
            ),
          };
          const text = value[lang] ?? '';
          return multiline ? (
            <TextArea
              key={lang}
              {...binding}
              lang={lang}
              rows={4}
              maxLength={maxLength}
              value={text}
              onChange={(t) => onChange(lang, t)}
            />
          ) : (
            <TextInput
              key={lang}
              {...binding}
              wide
              maxLength={maxLength}
              value={text}
              onChange={(t) => onChange(lang, t)}
            />
          );
        })}
      </div>
    </details>
  );
}

/** The fields of a record that has an English description and its translations. */
interface Described {
  description: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
}

/**
 * A record's English description and, under it, its translations (spots, species, places).
 * `translations` names the translations' heading.
 */
export function DescriptionFields<D extends Described>({
  form,
  translations,
  rows,
  hint,
}: {
  form: ContentForm<D>;
  translations: MessageId;
  rows?: number;
  hint?: ReactNode;
}) {
  const { draft, update } = form;
  return (
    <>
      <TextArea
        {...form.field('description')}
        rows={rows}
        maxLength={CONTENT_LIMITS.descriptionMax}
        value={draft.description}
        onChange={(v) => update((d) => ({ ...d, description: v }))}
        hint={hint}
      />
      <TranslationFields
        form={form}
        path="translations"
        heading={translations}
        maxLength={CONTENT_LIMITS.descriptionMax}
        value={draft.translations}
        onChange={(lang, text) =>
          update((d) => ({ ...d, translations: { ...d.translations, [lang]: text } }))
        }
      />
    </>
  );
}

/**
 * What stops a submit, listed at the top of the form: it takes focus after each refused submit,
 * and each entry links to its field.
 */
export function ErrorSummary({ form }: { form: ContentFormView }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { problems, refusals } = form;
  const shown = problems.length > 0;
  useEffect(() => {
    if (refusals > 0) ref.current?.focus();
  }, [refusals]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-2xl border border-rose-300 bg-rose-50 p-4 text-rose-950 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <h3 id={titleId} className="font-semibold">
        <FormattedMessage id="admin.content.summary.title" values={{ count: problems.length }} />
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {problems.map((p) => (
          <li key={p.path}>
            <a
              href={`#${p.id}`}
              onClick={(e) => {
                // The field itself, or the one holding it (a list's entry, a day's hours).
                const parts = p.path.split('.');
                const target = parts
                  .map((_, i) =>
                    document.getElementById(form.idOf(parts.slice(0, parts.length - i).join('.'))),
                  )
                  .find((el) => el !== null);
                if (!target) return;
                e.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
              className="font-medium underline underline-offset-2"
            >
              {p.label}
            </a>
            <FormattedMessage id="admin.content.summary.reason" values={{ message: p.message }} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The form's save button and what became of the last save, kept in view at the bottom of a
 * phone's screen (sticky) so a long form can be saved from anywhere in it. `children` go
 * before the button (delete, a link to the public page).
 */
export function SaveBar({
  form,
  saveLabel = 'admin.content.save',
  children,
}: {
  form: ContentFormView;
  saveLabel?: MessageId;
  children?: ReactNode;
}) {
  const saving = form.state === 'saving';
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:rounded-2xl sm:border">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="min-h-5 text-sm text-slate-700">
          {saving ? (
            <FormattedMessage id="admin.content.saving" />
          ) : form.state === 'saved' ? (
            <FormattedMessage id="admin.content.saved" />
          ) : form.dirty ? (
            <FormattedMessage id="admin.content.unsaved" />
          ) : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {children}
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            <FormattedMessage id={saving ? 'admin.content.saving' : saveLabel} />
          </button>
        </div>
      </div>
      {form.failure ? (
        <p role="alert" className="mt-2 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          {form.failure}
        </p>
      ) : null}
    </div>
  );
}

import type { Quantity } from '@divespot/shared/units';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { apiErrorText, fieldErrorsOf } from '../../../lib/api-error-text.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { fieldMessage } from '../lib/field-messages.ts';

/**
 * The console's content forms (docs/product/admin.md#content): a draft the editor owns, checked
 * with the shared zod write schema (the server's own) when a field is left and on submit, a
 * server's 400 mapped onto the fields it names, and any other failure said in the reader's
 * language.
 *
 * Fields are named by their path in the request body, dots between the parts ('name',
 * 'translations.es', 'waterTempC.3', 'hours.monday'): the same names zod and the server's 400
 * (`detail.fields[].field`) use.
 */
export interface ContentFormOptions<D, S extends z.ZodType, A> {
  /** The form's first values: a record's as it loaded, or a new one's. */
  initial: D;
  /** The shared write schema (adminSpotWriteSchema …): the server validates with it too. */
  schema: S;
  /** The body the draft stands for: numbers parsed, quantities made metric. */
  toBody: (draft: D) => z.input<S>;
  /** Sends the checked body (the schema's output); rejects with the API's error. */
  save: (body: z.output<S>) => Promise<A>;
  /** After a save the server accepted (an editor navigates, or refreshes its record). */
  onSaved?: (answer: A) => void;
  /** Each field's label (by path, or by its first part for lists): the error summary names them. */
  labels: Readonly<Record<string, MessageId>>;
  /** Fields holding quantities (by first part): their limits read in the reader's units. */
  quantities?: Readonly<Record<string, Quantity>>;
}

/** A field's problem as the error summary lists it. */
export interface FieldProblem {
  path: string;
  /** The id of the field's control, for the summary's link. */
  id: string;
  label: string;
  message: string;
}

/** What a field component takes from the form: its id, label, error and when it is left. */
export interface FieldBinding {
  id: string;
  label: string;
  error: string | undefined;
  onBlur: () => void;
}

export type SaveState = 'idle' | 'saving' | 'saved';

export interface ContentForm<D> {
  draft: D;
  /** Changes one field of the draft; a field showing an error is checked again at once. */
  set: <K extends keyof D>(key: K, value: D[K]) => void;
  /** Changes the draft as a whole (several fields at once). */
  update: (change: (draft: D) => D) => void;
  /** The error shown for a path, in the reader's language. */
  error: (path: string) => string | undefined;
  /** Whether some error is shown for the path or anything under it ('hours' → 'hours.monday'). */
  hasErrorUnder: (path: string) => boolean;
  /**
   * The id, label, error and blur handler of a field. Its error is the first at or under its
   * path: a list's field ('tags') shows the problem of an entry ('tags.2').
   */
  field: (path: string, label?: MessageId) => FieldBinding;
  /** The control id of a path: stable, so a summary link and a label can point at it. */
  idOf: (path: string) => string;
  /** Checks the fields under `path` (on leaving a field). */
  check: (path: string) => void;
  /** The form's submit handler: checks everything, then saves. */
  submit: (event?: FormEvent) => void;
  /** After a refused submit: every problem, in the order of the form. */
  problems: readonly FieldProblem[];
  /** Bumped by each refused submit, so the summary can take focus again. */
  refusals: number;
  state: SaveState;
  /** Why the last save failed, when no field was to blame. */
  failure: string | null;
  /** Whether the draft differs from the last saved (or first) values. */
  dirty: boolean;
}

/** What a form's parts (summary, save bar, translations) read of it, whatever its draft. */
export type ContentFormView = Pick<
  ContentForm<unknown>,
  'field' | 'hasErrorUnder' | 'idOf' | 'problems' | 'refusals' | 'state' | 'failure' | 'dirty'
>;

const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/** An issue's path and reason; a union's ("a time, or closed") told by the choice it came closest to. */
function reasonsOf(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): [string, string][] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union') {
    const closest = issue.errors.find(
      (list) => list.length > 0 && list.every((i) => i.path.length > 0),
    );
    if (closest) return closest.flatMap((inner) => reasonsOf(inner, path));
  }
  return [[path.map(String).join('.'), issue.message]];
}

/** A schema's issues by field path (the first one of each path wins). */
function issuesOf(result: z.ZodSafeParseResult<unknown>): Map<string, string> {
  const found = new Map<string, string>();
  if (result.success) return found;
  for (const issue of result.error.issues) {
    for (const [path, reason] of reasonsOf(issue, []))
      if (!found.has(path)) found.set(path, reason);
  }
  return found;
}

export function useContentForm<D, S extends z.ZodType, A>(
  options: ContentFormOptions<D, S, A>,
): ContentForm<D> {
  const { schema, toBody, labels, quantities = {} } = options;
  const intl = useIntl();
  const q = useQuantityFormat();
  const formId = useId();
  const [draft, setDraft] = useState(options.initial);
  const [saved, setSaved] = useState(options.initial);
  // English reasons by path, as the schema or the server gave them.
  const [reasons, setReasons] = useState<ReadonlyMap<string, string>>(new Map());
  const [refusals, setRefusals] = useState(0);
  const [state, setState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const idOf = (path: string) => `${formId}-${path.replace(/[^\w-]/g, '-')}`;
  const validate = (d: D) => issuesOf(schema.safeParse(toBody(d)));

  const message = (path: string, reason: string) =>
    fieldMessage(intl, reason, quantities[path.split('.')[0] ?? ''], (quantity, metric) =>
      q.format(quantity, metric, { maximumFractionDigits: 0 }),
    );
  const labelOf = (path: string) => {
    const id = labels[path] ?? labels[path.split('.')[0] ?? ''];
    return id ? intl.formatMessage({ id }) : path;
  };
  const error = (path: string) => {
    const reason = reasons.get(path);
    return reason === undefined ? undefined : message(path, reason);
  };
  const errorUnder = (path: string) => {
    const key = [...reasons.keys()].find((k) => under(k, path));
    return key === undefined ? undefined : message(key, reasons.get(key)!);
  };

  const update = (change: (d: D) => D) => {
    const next = change(draft);
    setDraft(next);
    if (reasons.size > 0) {
      // Fields showing a problem are checked again as they are corrected.
      const found = validate(next);
      setReasons(
        new Map(
          [...reasons.keys()].flatMap((key) => {
            const reason = found.get(key);
            return reason === undefined ? [] : [[key, reason] as const];
          }),
        ),
      );
    }
    if (state === 'saved') setState('idle');
  };

  const check = (path: string) => {
    const found = validate(draft);
    const next = new Map([...reasons].filter(([key]) => !under(key, path)));
    for (const [key, reason] of found) if (under(key, path)) next.set(key, reason);
    if (next.size !== reasons.size || [...next].some(([k, r]) => reasons.get(k) !== r)) {
      setReasons(next);
    }
  };

  const refuse = (found: ReadonlyMap<string, string>) => {
    setReasons(found);
    setRefusals((n) => n + 1);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (state === 'saving') return;
    setFailure(null);
    const result = schema.safeParse(toBody(draft));
    if (!result.success) {
      refuse(issuesOf(result));
      return;
    }
    setReasons(new Map());
    setState('saving');
    const sent = draft;
    options.save(result.data).then(
      (answer) => {
        setState('saved');
        setSaved(sent);
        options.onSaved?.(answer);
      },
      (problem: unknown) => {
        setState('idle');
        const fields = fieldErrorsOf(problem);
        if (fields.length > 0) {
          refuse(new Map(fields.map((f) => [f.field, f.message])));
          return;
        }
        setFailure(
          apiErrorText(problem, {
            known: {
              NOT_FOUND: intl.formatMessage({ id: 'admin.content.error.gone' }),
              PAYLOAD_TOO_LARGE: intl.formatMessage({ id: 'admin.content.error.tooLarge' }),
            },
            words: (raw) => intl.formatMessage({ id: 'admin.content.error.server' }, { raw }),
            fallback: intl.formatMessage({ id: 'admin.content.error.failed' }),
          }),
        );
      },
    );
  };

  return {
    draft,
    set: (key, value) => update((d) => ({ ...d, [key]: value })),
    update,
    error,
    hasErrorUnder: (path) => [...reasons.keys()].some((key) => under(key, path)),
    field: (path, label) => ({
      id: idOf(path),
      label: label ? intl.formatMessage({ id: label }) : labelOf(path),
      error: errorUnder(path),
      onBlur: () => check(path),
    }),
    idOf,
    check,
    submit,
    problems:
      refusals === 0
        ? []
        : [...reasons].map(([path, reason]) => ({
            path,
            id: idOf(path),
            label: labelOf(path),
            message: message(path, reason),
          })),
    refusals,
    state,
    failure,
    dirty: JSON.stringify(draft) !== JSON.stringify(saved),
  };
}

import type { ComponentProps, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';

interface InfoPageProps {
  /** Small line above the title, e.g. "Company". */
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}

/** Readable article layout shared by the information pages. */
export function InfoPage({ eyebrow, title, lead, children }: InfoPageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">{eyebrow}</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          {title}
        </h1>
        <div className="mt-5 text-lg leading-8 text-slate-700">{lead}</div>
      </header>
      <div className="prose-info">{children}</div>
    </article>
  );
}

/** A term and its value: a message, or content that needs no translation (names, links). */
export type Fact = readonly [term: MessageId, value: MessageId | { content: ReactNode }];

/** A fact list (term / value pairs) for press and jobs pages. */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {items.map(([term, value]) => (
        <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="text-sm font-semibold text-slate-900">
            <FormattedMessage id={term} />
          </dt>
          <dd className="text-sm leading-6 text-slate-700">
            {typeof value === 'string' ? <FormattedMessage id={value} /> : value.content}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The tags the info pages' messages may use: <strong>, and links to our own pages. */
const TAGS = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  contact: (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>,
  changelog: (chunks: ReactNode[]) => <Link to="/changelog">{chunks}</Link>,
  tools: (chunks: ReactNode[]) => <Link to="/tools">{chunks}</Link>,
};

/** Topics of the contact form that calls to action name (their label is `{topic}`). */
const CONTACT_TOPICS = {
  general: 'info.contactTopic.general',
  diveCenter: 'info.contactTopic.diveCenter',
  partnership: 'info.contactTopic.partnership',
  press: 'info.contactTopic.press',
} as const satisfies Record<string, MessageId>;

interface InfoTextProps {
  id: MessageId;
  /** The contact form topic the message names as `{topic}`. */
  topic?: keyof typeof CONTACT_TOPICS;
  values?: ComponentProps<typeof FormattedMessage>['values'];
}

/** One info-page message, with its tags, the contact topic it names and any further `values`. */
export function InfoText({ id, topic, values }: InfoTextProps) {
  return (
    <FormattedMessage
      id={id}
      values={{
        ...TAGS,
        ...(topic && { topic: <FormattedMessage id={CONTACT_TOPICS[topic]} /> }),
        ...values,
      }}
    />
  );
}

/** Paragraphs of info-page messages. */
export function InfoParagraphs({ ids }: { ids: readonly MessageId[] }) {
  return ids.map((id) => (
    <p key={id}>
      <InfoText id={id} />
    </p>
  ));
}

/** A bulleted (or, with `ordered`, numbered) list of info-page messages. */
export function InfoList({
  ids,
  ordered = false,
}: {
  ids: readonly MessageId[];
  ordered?: boolean;
}) {
  const items = ids.map((id) => (
    <li key={id}>
      <InfoText id={id} />
    </li>
  ));
  return ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}

import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** The tags the explanations use: <strong>, <code> (a formula), <i> (a symbol). */
const TAGS = {
  strong: (c: ReactNode[]) => <strong className="text-slate-900">{c}</strong>,
  code: (c: ReactNode[]) => <code className="[overflow-wrap:anywhere]">{c}</code>,
  i: (c: ReactNode[]) => <i>{c}</i>,
};

/** Paragraphs of an explanation, one message each. */
export function Explanation({ ids }: { ids: readonly MessageId[] }) {
  return (
    <>
      {ids.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={TAGS} />
        </p>
      ))}
    </>
  );
}

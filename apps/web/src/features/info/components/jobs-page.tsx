import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { FactList, InfoList, InfoPage, InfoParagraphs, InfoText, type Fact } from './info-page.tsx';

/** Technology names read the same in every language. */
const FRONTEND_STACK = 'React, TypeScript, MapLibre, Tailwind CSS';

interface Role {
  id: string;
  title: MessageId;
  facts: readonly Fact[];
  summary: MessageId;
  bullets: readonly MessageId[];
}

const ROLES: readonly Role[] = [
  {
    id: 'frontend-engineer',
    title: 'info.jobs.frontend.title',
    summary: 'info.jobs.frontend.summary',
    bullets: [
      'info.jobs.frontend.bullet1',
      'info.jobs.frontend.bullet2',
      'info.jobs.frontend.bullet3',
    ],
    facts: [
      ['info.jobs.fact.where', 'info.jobs.frontend.where'],
      ['info.jobs.fact.hours', 'info.jobs.frontend.hours'],
      ['info.jobs.fact.stack', { content: FRONTEND_STACK }],
    ],
  },
  {
    id: 'dive-data-editor',
    title: 'info.jobs.editor.title',
    summary: 'info.jobs.editor.summary',
    bullets: ['info.jobs.editor.bullet1', 'info.jobs.editor.bullet2', 'info.jobs.editor.bullet3'],
    facts: [
      ['info.jobs.fact.where', 'info.jobs.editor.where'],
      ['info.jobs.fact.hours', 'info.jobs.editor.hours'],
      ['info.jobs.fact.focus', 'info.jobs.editor.focus'],
    ],
  },
];

export function JobsPage() {
  const intl = useIntl();
  return (
    <InfoPage
      eyebrow={intl.formatMessage({ id: 'info.eyebrow.company' })}
      title={intl.formatMessage({ id: 'info.jobs.title' })}
      lead={
        <p>
          <FormattedMessage id="info.jobs.lead" />
        </p>
      }
    >
      <h2>
        <FormattedMessage id="info.jobs.workHeading" />
      </h2>
      <InfoList
        ids={['info.jobs.work.remote', 'info.jobs.work.partTime', 'info.jobs.work.quality']}
      />

      <h2>
        <FormattedMessage id="info.jobs.rolesHeading" />
      </h2>
      {ROLES.map((role) => (
        <section key={role.id} aria-labelledby={`role-${role.id}`}>
          <h3 id={`role-${role.id}`}>
            <FormattedMessage id={role.title} />
          </h3>
          <FactList items={role.facts} />
          <InfoParagraphs ids={[role.summary]} />
          <InfoList ids={role.bullets} />
        </section>
      ))}

      <h2>
        <FormattedMessage id="info.jobs.applyHeading" />
      </h2>
      <p>
        <InfoText id="info.jobs.applyBody" topic="general" />
      </p>
      <p>
        <FormattedMessage id="info.jobs.applyProcess" />
      </p>
    </InfoPage>
  );
}

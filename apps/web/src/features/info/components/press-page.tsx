import { Link } from 'react-router';
import { FactList, InfoPage } from './info-page.tsx';

const PRESS_EMAIL = 'press@divespot.app';

const FACTS = [
  ['Name', 'DiveSpot'],
  ['What it is', 'An independent web guide to dive spots, marine life and dive centers'],
  ['For', 'Scuba divers, freedivers and snorkellers planning where to dive next'],
  ['Launched', '2026, with a public foundation release in November'],
  ['Team', 'Small and remote-first'],
  ['Website', 'divespot.app'],
  [
    'Press contact',
    <a key="mail" href={`mailto:${PRESS_EMAIL}`}>
      {PRESS_EMAIL}
    </a>,
  ],
] as const;

export function PressPage() {
  return (
    <InfoPage
      eyebrow="Company"
      title="Press and media"
      lead={
        <p>
          Writing about diving, travel or ocean conservation? Here are the facts about DiveSpot and
          the quickest way to reach us.
        </p>
      }
    >
      <h2>Fact sheet</h2>
      <FactList items={FACTS} />

      <h2>About DiveSpot in one paragraph</h2>
      <p>
        DiveSpot helps divers decide where to dive next. It brings dive spots, the marine life found
        there, nearby dive centers and destination guides together on one map, with clear depth and
        level information, diving calculators and shareable map views. DiveSpot is independent:
        listings are never ranked by payment.
      </p>

      <h2>Logo</h2>
      <p>
        The DiveSpot wave mark is available as a scalable <a href="/favicon.svg">SVG file</a>.
        Please keep its colours and proportions, and leave some clear space around it.
      </p>

      <h2>Press enquiries</h2>
      <p>
        E-mail <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a> or use the{' '}
        <Link to="/contact">contact form</Link> with the topic “Press enquiry”. We are happy to
        arrange interviews and to check facts before publication. For the latest features, see the{' '}
        <Link to="/changelog">changelog</Link>.
      </p>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { FactList, InfoPage } from './info-page.tsx';

const ROLES = [
  {
    id: 'frontend-engineer',
    title: 'Frontend engineer, maps and accessibility',
    facts: [
      ['Where', 'Remote, anywhere between UTC−5 and UTC+3'],
      ['Hours', 'Full-time or part-time (from 24 hours a week)'],
      ['Stack', 'React, TypeScript, MapLibre, Tailwind CSS'],
    ],
    summary:
      'You will build the explore map, the spot pages and the calculators, and keep DiveSpot fast on a phone and usable with a keyboard or screen reader.',
    bullets: [
      'You have shipped React and TypeScript to production and care about performance budgets.',
      'You know WCAG well enough to test with a screen reader, not just a checker.',
      'Map or geodata experience is a plus; diving experience is not required.',
    ],
  },
  {
    id: 'dive-data-editor',
    title: 'Dive data editor',
    facts: [
      ['Where', 'Remote, worldwide'],
      ['Hours', 'Part-time, flexible (around 10 hours a week)'],
      ['Focus', 'Dive spots, marine life and corrections from divers'],
    ],
    summary:
      'You will review corrections sent in by divers, write clear spot and species descriptions, and check depths, levels and access notes against reliable sources.',
    bullets: [
      'You are a certified diver (Advanced Open Water or equivalent) with logged dives in more than one region.',
      'You write clear, plain English and enjoy checking facts.',
      'A second language, or marine biology knowledge, is a plus.',
    ],
  },
] as const;

export function JobsPage() {
  return (
    <InfoPage
      eyebrow="Company"
      title="Jobs at DiveSpot"
      lead={
        <p>
          We are a small, remote-first team of divers and engineers. We work asynchronously, write
          things down, and keep meetings rare so there is time to get in the water.
        </p>
      }
    >
      <h2>How we work</h2>
      <ul>
        <li>Remote-first, with overlap hours agreed per team rather than fixed office times.</li>
        <li>Part-time roles are real roles: same responsibilities, proportional hours.</li>
        <li>Quality over speed: accessible, fast, honest pages beat more features.</li>
      </ul>

      <h2>Open roles</h2>
      {ROLES.map((role) => (
        <section key={role.id} aria-labelledby={`role-${role.id}`}>
          <h3 id={`role-${role.id}`}>{role.title}</h3>
          <FactList items={role.facts} />
          <p>{role.summary}</p>
          <ul>
            {role.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>How to apply</h2>
      <p>
        Send us a message through the <Link to="/contact">contact form</Link> with the topic
        “General question”. Tell us which role you are interested in, a few lines about yourself and
        links to work you are proud of (code, writing or photos). A CV is welcome but not required.
      </p>
      <p>
        We read every application and answer each one. Interviews are a conversation and a small,
        paid task that reflects the actual work; there are no whiteboard puzzles.
      </p>
    </InfoPage>
  );
}

import { EnglishProse } from './info-page.tsx';

// The role descriptions of the jobs page, English in every language (see EnglishProse): the
// team works in English.

const ROLE_DETAILS = {
  'frontend-engineer': {
    summary:
      'You will build the explore map, the spot pages and the calculators, and keep DiveSpot fast on a phone and usable with a keyboard or screen reader.',
    bullets: [
      'You have shipped React and TypeScript to production and care about performance budgets.',
      'You know WCAG well enough to test with a screen reader, not just a checker.',
      'Map or geodata experience is a plus; diving experience is not required.',
    ],
  },
  'dive-data-editor': {
    summary:
      'You will review corrections sent in by divers, write clear spot and species descriptions, and check depths, levels and access notes against reliable sources.',
    bullets: [
      'You are a certified diver (Advanced Open Water or equivalent) with logged dives in more than one region.',
      'You write clear, plain English and enjoy checking facts.',
      'A second language, or marine biology knowledge, is a plus.',
    ],
  },
} as const;

export type RoleId = keyof typeof ROLE_DETAILS;

export function RoleDetails({ role }: { role: RoleId }) {
  const { summary, bullets } = ROLE_DETAILS[role];
  return (
    <EnglishProse>
      <p>{summary}</p>
      <ul>
        {bullets.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
    </EnglishProse>
  );
}

import { EnglishProse } from './info-page.tsx';

// The press boilerplate, English in every language (see EnglishProse).

export function PressBoilerplateProse() {
  return (
    <EnglishProse>
      <p>
        DiveSpot helps divers decide where to dive next. It brings dive spots, the marine life found
        there, nearby dive centers and destination guides together on one map, with clear depth and
        level information, diving calculators and shareable map views. DiveSpot is independent:
        listings are never ranked by payment.
      </p>
    </EnglishProse>
  );
}

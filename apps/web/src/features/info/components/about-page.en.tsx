import { Link } from 'react-router';
import { EnglishProse } from './info-page.tsx';

// Long-form prose of the About page, English in every language (see EnglishProse).

export function AboutWhatIsProse() {
  return (
    <EnglishProse>
      <p>
        DiveSpot brings the things divers research before a trip into one place: dive spots on a map
        and in filterable lists, the marine life you can expect to meet, the dive centers that can
        take you there, and the countries and regions they belong to. Every spot carries the details
        that matter underwater: depth range, level, the kinds of diving it suits and how to get
        there.
      </p>
      <p>
        We are building DiveSpot in the open, one piece at a time. The{' '}
        <Link to="/changelog">changelog</Link> lists exactly what is live today and what comes next.
      </p>
    </EnglishProse>
  );
}

export function AboutCalculatorsProse() {
  return (
    <EnglishProse>
      <p>
        DiveSpot&apos;s <Link to="/tools">diving tools</Link> cover maximum operating depth (MOD)
        and best mix, surface air consumption (SAC) and gas planning, equivalent air depth (EAD) for
        nitrox, and freediving. They use the formulas you learned in your courses, show their
        working and their sources, and say whether they count pressure as the training tables do or
        as your dive computer does, so you can check every result yourself.
      </p>
    </EnglishProse>
  );
}

export function AboutSafetyProse() {
  return (
    <EnglishProse>
      <p>
        DiveSpot helps you plan; it does not replace training, a local briefing or your own
        judgement. Conditions change with tide, season and weather. Dive within the limits of your
        certification and experience, plan with your buddy, and let your dive computer or tables and
        your guide have the final word. Calculator results are planning aids, not a dive plan.
      </p>
    </EnglishProse>
  );
}

export function AboutConservationProse() {
  return (
    <EnglishProse>
      <p>
        Reefs and wrecks are shared and fragile. We describe sites honestly, including protected
        areas and their rules, and we will never promote touching, feeding or chasing wildlife. Good
        buoyancy, reef-safe habits and respect for local regulations are part of every guide we
        write.
      </p>
    </EnglishProse>
  );
}

export function AboutOpenDataProse() {
  return (
    <EnglishProse>
      <p>
        The basemap is built from <a href="https://www.naturalearthdata.com/">Natural Earth</a>{' '}
        data, which is in the public domain. Place data derived from OpenStreetMap is ©{' '}
        <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> and
        available under the Open Database License (ODbL). Thank you to everyone who maps the world
        and its coastlines.
      </p>
    </EnglishProse>
  );
}

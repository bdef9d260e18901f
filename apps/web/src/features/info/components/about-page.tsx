import { Link } from 'react-router';
import { InfoPage } from './info-page.tsx';

export function AboutPage() {
  return (
    <InfoPage
      eyebrow="Company"
      title="About DiveSpot"
      lead={
        <p>
          DiveSpot is an independent guide for scuba divers, freedivers and snorkellers. It answers
          one question well: where should I dive next, and what will I find when I get there?
        </p>
      }
    >
      <h2>What DiveSpot is</h2>
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

      <h2>What you will be able to do</h2>
      <ul>
        <li>
          <strong>Find spots on a map or in a list</strong>, filtered by activity, depth and level,
          including shore dives, wrecks, drift dives and snorkelling sites.
        </li>
        <li>
          <strong>Read up on marine life</strong>: which species live where, and how to recognise
          them.
        </li>
        <li>
          <strong>Compare dive centers</strong> near a spot, with their services and contact
          details.
        </li>
        <li>
          <strong>Share a map view</strong> as a short link, so your buddy sees exactly the area and
          filters you are looking at.
        </li>
        <li>
          <strong>Save spots to named lists</strong> such as “Red Sea 2027” or “Wrecks to do”.
        </li>
      </ul>

      <h2 id="tools">Diving calculators</h2>
      <p>
        DiveSpot&apos;s planning calculators cover maximum operating depth (MOD), surface air
        consumption (SAC), equivalent air depth (EAD) for nitrox, and freediving. They arrive in an
        upcoming release and will use the same formulas you learned in your courses, showing their
        working so you can check every result yourself.
      </p>

      <h2>Safety first</h2>
      <p>
        DiveSpot helps you plan; it does not replace training, a local briefing or your own
        judgement. Conditions change with tide, season and weather. Dive within the limits of your
        certification and experience, plan with your buddy, and let your dive computer or tables and
        your guide have the final word. Calculator results are planning aids, not a dive plan.
      </p>

      <h2>Conservation</h2>
      <p>
        Reefs and wrecks are shared and fragile. We describe sites honestly, including protected
        areas and their rules, and we will never promote touching, feeding or chasing wildlife. Good
        buoyancy, reef-safe habits and respect for local regulations are part of every guide we
        write.
      </p>

      <h2>What we value</h2>
      <ul>
        <li>
          <strong>Divers first.</strong> No pay-to-rank listings and no dark patterns.
        </li>
        <li>
          <strong>Accuracy over hype.</strong> Depths, levels and conditions are stated plainly, and
          corrections from divers are welcome.
        </li>
        <li>
          <strong>Fast and accessible.</strong> DiveSpot should work on a phone on a slow boat
          connection, with a keyboard or a screen reader.
        </li>
        <li>
          <strong>Privacy.</strong> We collect only what the product needs and never sell personal
          data.
        </li>
      </ul>

      <h2>Open data and attribution</h2>
      <p>
        The basemap is built from <a href="https://www.naturalearthdata.com/">Natural Earth</a>{' '}
        data, which is in the public domain. Place data derived from OpenStreetMap is ©{' '}
        <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a> and
        available under the Open Database License (ODbL). Thank you to everyone who maps the world
        and its coastlines.
      </p>

      <h2>Get in touch</h2>
      <p>
        Spotted a mistake, run a dive center or simply have an idea? Use the{' '}
        <Link to="/contact">contact form</Link>; a person on the team reads every message.
      </p>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { InfoPage } from './info-page.tsx';

export function BecomeHostPage() {
  return (
    <InfoPage
      eyebrow="Community"
      title="List your dive center"
      lead={
        <p>
          Dive centers, resorts and liveaboards can appear on DiveSpot right next to the spots they
          dive, in front of divers who are deciding where to go.
        </p>
      }
    >
      <h2>What a listing shows</h2>
      <ul>
        <li>Your location on the map and the dive spots you visit.</li>
        <li>The activities you offer: scuba, freediving, snorkelling, technical or cave diving.</li>
        <li>Courses, rental equipment, nitrox and other services.</li>
        <li>Photos, opening hours and how to contact or book with you.</li>
      </ul>

      <h2>How listing works</h2>
      <ol>
        <li>Tell us about your center through the contact form.</li>
        <li>We check your details (location, licences, affiliations) by hand.</li>
        <li>We set up your listing with you and link it to the spots you dive.</li>
      </ol>
      <p>
        Listings are reviewed by people, not accepted automatically, and they are never ranked by
        payment. Divers see centers ordered by what is relevant to them, such as distance and the
        activities they are looking for.
      </p>

      <h2>Our expectations</h2>
      <p>
        We list centers that brief divers properly, respect local marine protection rules and
        describe their sites honestly. Reports from divers about safety or conservation problems are
        taken seriously and can lead to a listing being paused.
      </p>

      <h2>Get started</h2>
      <p>
        Send us a message through the <Link to="/contact">contact form</Link> with the topic “Dive
        center listing”, including your center&apos;s name, location and website. We will get back
        to you with the next steps.
      </p>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { InfoPage } from './info-page.tsx';

export function AmbassadorsPage() {
  return (
    <InfoPage
      eyebrow="Community"
      title="DiveSpot ambassadors"
      lead={
        <p>
          Ambassadors are instructors, guides and underwater photographers who know their home
          waters better than any guidebook, and help keep DiveSpot accurate for everyone else.
        </p>
      }
    >
      <h2>What ambassadors do</h2>
      <ul>
        <li>Check the spots in their region: depths, levels, entry points and seasonal notes.</li>
        <li>Suggest new sites and flag ones that have closed or become protected.</li>
        <li>Share photos and species sightings, with credit, so pages show what divers see.</li>
        <li>Tell us what divers in their area actually need from a guide like ours.</li>
      </ul>

      <h2>What you get</h2>
      <ul>
        <li>Your name credited on the spots and species you helped with.</li>
        <li>A direct line to the team and early access to new features to test.</li>
        <li>A say in how your region is described, in words local divers recognise.</li>
      </ul>

      <h2>Who we are looking for</h2>
      <p>
        You dive a region regularly, you are certified as a divemaster, instructor or freediving
        instructor, or you are an experienced underwater photographer, and you care about sites
        being described honestly, including their risks and rules.
      </p>

      <h2>How to become one</h2>
      <p>
        The programme is small and we grow it region by region. Send us a message through the{' '}
        <Link to="/contact">contact form</Link> with the topic “Partnerships and affiliates”, and
        tell us where you dive, your certification and a link to your work. Ambassadors are
        volunteers, and you can step back at any time.
      </p>
    </InfoPage>
  );
}

import { Link } from 'react-router';
import { InfoPage } from './info-page.tsx';

export function AffiliatesPage() {
  return (
    <InfoPage
      eyebrow="Community"
      title="Affiliate programme"
      lead={
        <p>
          Dive bloggers, travel writers and dive clubs send divers to great places every day. The
          DiveSpot affiliate programme will let you earn a commission when those divers plan their
          trip with us.
        </p>
      }
    >
      <h2>How it will work</h2>
      <ol>
        <li>You link to a DiveSpot destination, spot or shared map view from your site.</li>
        <li>
          Divers who follow your link and book with a partner dive center are attributed to you.
        </li>
        <li>You earn a commission on those bookings, reported in a simple monthly statement.</li>
      </ol>

      <h2>Current status</h2>
      <p>
        The programme is not open yet: bookings through partner dive centers come first. We will
        publish the full terms, including commission rates and payment thresholds, before anyone
        signs up. There are no hidden conditions and no obligation to write positive reviews.
      </p>

      <h2>Who it is for</h2>
      <ul>
        <li>Dive and travel blogs, newsletters and video channels.</li>
        <li>Dive clubs and associations planning trips for their members.</li>
        <li>Independent instructors who recommend destinations to their students.</li>
      </ul>

      <h2>Register your interest</h2>
      <p>
        Use the <Link to="/contact">contact form</Link> with the topic “Partnerships and
        affiliates”. Tell us about your audience and where your readers like to dive, and we will
        let you know as soon as the programme opens.
      </p>
    </InfoPage>
  );
}

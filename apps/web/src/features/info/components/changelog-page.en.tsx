import { EnglishProse } from './info-page.tsx';

// The release notes of the changelog, English in every language (see EnglishProse).

export function FoundationReleaseNotes() {
  return (
    <EnglishProse>
      <ul>
        <li>
          <strong>App shell.</strong> A sticky header, a mobile menu with collapsible sections, a
          footer with a remembered language preference, and clear error pages, including a helpful
          “Page Not Found” page with featured destinations.
        </li>
        <li>
          <strong>Information pages.</strong> About, jobs, press, ambassadors, affiliates, becoming
          a host and this changelog.
        </li>
        <li>
          <strong>Contact form.</strong> Messages are checked before they are sent and stored
          safely; every message gets a reference number you can quote in follow-ups.
        </li>
        <li>
          <strong>Embedded database.</strong> DiveSpot runs on an embedded PostgreSQL-compatible
          database out of the box, and on PostgreSQL in production, with no setup needed to try it.
        </li>
        <li>
          <strong>Fast and accessible by default.</strong> Every page works with a keyboard and a
          screen reader and loads only the code it needs.
        </li>
      </ul>
    </EnglishProse>
  );
}

export function ExploreReleaseNotes() {
  return (
    <EnglishProse>
      <ul>
        <li>
          <strong>Explore.</strong> An interactive map beside a list of the dive spots in view,
          filters to narrow them down, and map views you can share as a link.
        </li>
        <li>
          <strong>Search.</strong> One search box across spots, marine life, dive centers, countries
          and regions.
        </li>
        <li>
          <strong>Detail pages.</strong> Spots with their sea conditions and nearby dive centers,
          species with where they are seen, dive centers, countries and regions.
        </li>
        <li>
          <strong>Accounts.</strong> Sign-up with an e-mail code or with Google, password reset and
          a profile you can edit.
        </li>
      </ul>
    </EnglishProse>
  );
}

export function LanguagesReleaseNotes() {
  return (
    <EnglishProse>
      <ul>
        <li>
          <strong>Six languages.</strong> English (US), Spanish, French, German, Brazilian
          Portuguese and Japanese, chosen in the footer or the menu. The first page already comes in
          your browser’s language, and a link can carry one.
        </li>
        <li>
          <strong>Metric or imperial.</strong> Depths, distances and temperatures in metres,
          kilometres and °C or in feet, miles and °F, including the explore depth filter.
        </li>
        <li>
          <strong>Follows you.</strong> Signed in, your language and units are kept on your profile
          and apply on every device.
        </li>
      </ul>
    </EnglishProse>
  );
}

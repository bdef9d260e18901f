import { InfoPage } from './info-page.tsx';

export function ChangelogPage() {
  return (
    <InfoPage
      eyebrow="Product"
      title="Changelog"
      lead={<p>What is new in DiveSpot: features, fixes and data updates, newest first.</p>}
    >
      <section aria-labelledby="release-foundation">
        <h2 id="release-foundation">Foundation release</h2>
        <p className="text-sm font-medium text-slate-600">
          <time dateTime="2026-11-21">21 November 2026</time>
        </p>
        <p>
          The first public version of DiveSpot. It lays the groundwork that every later feature
          builds on.
        </p>
        <ul>
          <li>
            <strong>App shell.</strong> A sticky header, a mobile menu with collapsible sections, a
            footer with a remembered language preference, and clear error pages, including a helpful
            “Page Not Found” page with featured destinations.
          </li>
          <li>
            <strong>Information pages.</strong> About, jobs, press, ambassadors, affiliates,
            becoming a host and this changelog.
          </li>
          <li>
            <strong>Contact form.</strong> Messages are checked before they are sent and stored
            safely; every message gets a reference number you can quote in follow-ups.
          </li>
          <li>
            <strong>Embedded database.</strong> DiveSpot runs on an embedded PostgreSQL-compatible
            database out of the box, and on PostgreSQL in production, with no setup needed to try
            it.
          </li>
          <li>
            <strong>Fast and accessible by default.</strong> Every page works with a keyboard and a
            screen reader and loads only the code it needs.
          </li>
        </ul>
      </section>

      <section aria-labelledby="coming-next">
        <h2 id="coming-next">Coming next</h2>
        <p>These are planned and being built; they are not live yet.</p>
        <ul>
          <li>The interactive explore map with a filterable list of dive spots.</li>
          <li>Search across spots, marine life, dive centers, countries and regions.</li>
          <li>Detail pages for spots, species, dive centers and destinations.</li>
          <li>Accounts, sign-in and saved lists of your favourite spots.</li>
          <li>Shareable map links and the MOD, SAC, EAD and freediving calculators.</li>
        </ul>
      </section>
    </InfoPage>
  );
}

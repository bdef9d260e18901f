import { EnglishProse } from './info-page.tsx';

// Long-form prose of the affiliates page, English in every language (see EnglishProse).

export function AffiliatesStatusProse() {
  return (
    <EnglishProse>
      <p>
        The programme is not open yet: bookings through partner dive centers come first. We will
        publish the full terms, including commission rates and payment thresholds, before anyone
        signs up. There are no hidden conditions and no obligation to write positive reviews.
      </p>
    </EnglishProse>
  );
}

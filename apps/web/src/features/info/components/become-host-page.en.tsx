import { EnglishProse } from './info-page.tsx';

// Long-form prose of the become-a-host page, English in every language (see EnglishProse).

export function HostReviewProse() {
  return (
    <EnglishProse>
      <p>
        Listings are reviewed by people, not accepted automatically, and they are never ranked by
        payment. Divers see centers ordered by what is relevant to them, such as distance and the
        activities they are looking for.
      </p>
    </EnglishProse>
  );
}

export function HostExpectationsProse() {
  return (
    <EnglishProse>
      <p>
        We list centers that brief divers properly, respect local marine protection rules and
        describe their sites honestly. Reports from divers about safety or conservation problems are
        taken seriously and can lead to a listing being paused.
      </p>
    </EnglishProse>
  );
}

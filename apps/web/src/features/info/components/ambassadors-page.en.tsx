import { EnglishProse } from './info-page.tsx';

// Long-form prose of the ambassadors page, English in every language (see EnglishProse).

export function AmbassadorsLookingForProse() {
  return (
    <EnglishProse>
      <p>
        You dive a region regularly, you are certified as a divemaster, instructor or freediving
        instructor, or you are an experienced underwater photographer, and you care about sites
        being described honestly, including their risks and rules.
      </p>
    </EnglishProse>
  );
}

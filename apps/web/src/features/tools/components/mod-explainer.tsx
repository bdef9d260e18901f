import { Explanation } from './explainer-text.tsx';
import { HowItWorks } from './tool-page.tsx';

/** How the MOD page's figures are made, what they assume, and where the limits come from. */
export function ModExplainer() {
  return (
    <HowItWorks>
      <Explanation
        ids={[
          'tools.mod.how.formula',
          'tools.how.pressure',
          'tools.mod.how.limits',
          'tools.how.roundingDown',
        ]}
      />
    </HowItWorks>
  );
}

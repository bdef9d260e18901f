import { useMemo } from 'react';
import { depthField, o2Field } from '../lib/fields.ts';
import { useDiveEnvironment } from './use-dive-environment.ts';
import { useToolForm } from './use-tool-form.ts';

/** The nitrox calculators' form: a mix, a depth, and where the dive is. */
export function useNitroxForm(defaults: { o2: number; depth: number; depthFeet: number }) {
  const specs = useMemo(
    () => ({ o2: o2Field(defaults.o2), depth: depthField(defaults.depth, defaults.depthFeet) }),
    [defaults.o2, defaults.depth, defaults.depthFeet],
  );
  const fields = useToolForm(specs);
  const environment = useDiveEnvironment();
  return {
    specs,
    fields,
    environment,
    env: environment.env,
    o2: fields.o2.value,
    depth: fields.depth.value,
  };
}

import {
  DEFAULT_UNIT_SYSTEM,
  formatQuantity,
  formatQuantityRange,
  fromMetric,
  isUnitSystem,
  toMetric,
  unitSymbol,
  type FormatQuantityOptions,
  type Quantity,
  type UnitSystem,
} from '@divespot/shared/units';
import { useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { create } from 'zustand';

const STORAGE_KEY = 'divespot-units';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

interface UnitsState {
  system: UnitSystem;
}

/** The diver's unit system: metric unless they chose imperial (footer or profile). */
export const useUnitsStore = create<UnitsState>()(() => ({ system: DEFAULT_UNIT_SYSTEM }));

function readStoredUnits(): UnitSystem {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return isUnitSystem(stored) ? stored : DEFAULT_UNIT_SYSTEM;
  } catch {
    return DEFAULT_UNIT_SYSTEM;
  }
}

/** Shows every quantity in `system` at once and remembers the choice on this device. */
export function setUnitSystem(system: UnitSystem): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, system);
  } catch {
    // Storage may be disabled (private mode); the choice still applies to this page view.
  }
  document.cookie = `${STORAGE_KEY}=${system}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  useUnitsStore.setState({ system });
}

/** Before the first render: the unit system stored on this device. */
export function startUnits(): void {
  useUnitsStore.setState({ system: readStoredUnits() });
}

const serverSnapshot = (): UnitSystem => DEFAULT_UNIT_SYSTEM;
const clientSnapshot = (): UnitSystem => useUnitsStore.getState().system;

/**
 * The unit system to show. Pages are served in metric; a page hydrating for a diver who chose
 * imperial renders metric first (as served) and then imperial, so hydration never mismatches.
 */
export function useUnitSystem(): UnitSystem {
  return useSyncExternalStore(useUnitsStore.subscribe, clientSnapshot, serverSnapshot);
}

/**
 * Quantities in the diver's units and the page's language. Values in and out of the API are
 * metric: `format('depth', 30)` is '30 m' or '98 ft'; `toMetric('depth', 98)` turns what a
 * diver typed in their unit back into metres.
 */
export function useQuantityFormat() {
  const system = useUnitSystem();
  const { locale } = useIntl();
  return useMemo(
    () => ({
      system,
      format: (quantity: Quantity, metric: number, options?: FormatQuantityOptions) =>
        formatQuantity(quantity, metric, system, locale, options),
      range: (quantity: Quantity, min: number, max: number, options?: FormatQuantityOptions) =>
        min === max
          ? formatQuantity(quantity, min, system, locale, options)
          : formatQuantityRange(quantity, min, max, system, locale, options),
      symbol: (quantity: Quantity) => unitSymbol(quantity, system),
      fromMetric: (quantity: Quantity, metric: number) => fromMetric(quantity, metric, system),
      toMetric: (quantity: Quantity, value: number) => toMetric(quantity, value, system),
    }),
    [system, locale],
  );
}

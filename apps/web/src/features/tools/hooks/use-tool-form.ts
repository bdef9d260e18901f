import { urlNumber } from '@divespot/shared/tools/tool-links';
import type { Quantity, UnitSystem } from '@divespot/shared/units';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useSearchParamsNow } from '../../../lib/live-location.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import {
  formatDuration,
  formatNumberText,
  parseDurationText,
  parseNumberText,
} from '../lib/number-text.ts';
import { KEEP_SCROLL } from '../../../lib/keep-scroll.ts';
import { fieldDefault } from '../lib/field-default.ts';

/** One number field of a calculator. Values in the URL and in calculations are metric. */
export interface FieldSpec {
  /** Its query parameter. */
  param: string;
  /** The value when the URL has none, metric. */
  default: number;
  /**
   * The value when the URL has none for a diver reading imperial units, in those units: a round
   * figure of its own (100 ft, 3,000 psi, an 80 cu ft cylinder), never the metric default
   * converted (98.4 ft). Without it the metric default is converted.
   */
  imperialDefault?: number;
  /** Converted between unit systems; none for percentages, ppO2, minutes and litres of lung. */
  quantity?: Quantity;
  /** Decimals written back into the field. */
  digits: number;
  /** Limits (metric) checked beside the field before anything is calculated. */
  limit?: { min: number; max: number };
  /** Seconds, typed and shown as m:ss. */
  duration?: boolean;
  /** May be left empty (NaN, no error): the calculator then uses a value of its own. */
  optional?: boolean;
  /** A conversion of its own, in place of the quantity's (a cylinder rated in cubic feet). */
  convert?: { toShown: (metric: number) => number; toMetric: (shown: number) => number };
}

/** Why a field shows an error; `min`/`max` are metric. */
export type FieldProblem = { code: 'number' } | { code: 'range'; min: number; max: number };

export interface ToolField {
  /** What the field shows: the text typed, or the value written in the diver's units. */
  text: string;
  /** Metric value; NaN while the text is not a number. */
  value: number;
  problem?: FieldProblem;
  onChange: (text: string) => void;
}

/**
 * The URL's query as the form reads it (empty while prerendered HTML is adopted, so the first
 * render matches it), and a setter of one parameter that replaces the history entry. Keys can
 * come faster than the router renders the URL the last one wrote: each write builds on the query
 * as it is now (useSearchParamsNow), so a field typed then never writes back an older value of
 * another (12 L typed, 1 L kept in the URL).
 */
function useToolParams() {
  const [searchParams, setSearchParams] = useSearchParamsNow();
  const hydrated = useHydrated();
  const get = (param: string) => (hydrated ? searchParams.get(param) : null);
  const set = (param: string, value: string | null) =>
    setSearchParams(
      (now) => {
        if (value === null) now.delete(param);
        else now.set(param, value);
        return now;
      },
      { replace: true, state: KEEP_SCROLL },
    );
  return { get, set };
}

const fromUrl = (raw: string | null, fallback: number) => {
  const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * A calculator form kept in the URL, so a result can be shared: each field's metric value is a
 * query parameter, written as the diver types (replacing the history entry). The text typed
 * stays as typed until the diver switches units; then every field is rewritten in the new
 * units. Prerendered pages and hydration show the defaults, then what the URL says.
 */
export function useToolForm<K extends string>(fields: Record<K, FieldSpec>): Record<K, ToolField> {
  const params = useToolParams();
  const units = useQuantityFormat();
  const { locale } = useIntl();
  const [typed, setTyped] = useState<{ system: UnitSystem; texts: Partial<Record<K, string>> }>({
    system: units.system,
    texts: {},
  });
  const texts: Partial<Record<K, string>> = typed.system === units.system ? typed.texts : {};

  const result = {} as Record<K, ToolField>;
  for (const key of Object.keys(fields) as K[]) {
    const spec = fields[key];
    const parse = spec.duration ? parseDurationText : parseNumberText;
    const toMetric = (n: number) =>
      spec.convert
        ? spec.convert.toMetric(n)
        : spec.quantity
          ? units.toMetric(spec.quantity, n)
          : n;
    const toShown = (n: number) =>
      spec.convert
        ? spec.convert.toShown(n)
        : spec.quantity
          ? units.fromMetric(spec.quantity, n)
          : n;
    const own = texts[key];
    const fallback = spec.optional ? Number.NaN : fieldDefault(spec, units.system);
    const value =
      own !== undefined ? toMetric(parse(own)) : fromUrl(params.get(spec.param), fallback);
    const shown = toShown(value);
    const text =
      own ??
      (!Number.isFinite(shown)
        ? ''
        : spec.duration
          ? formatDuration(shown)
          : formatNumberText(shown, locale, spec.digits));
    const empty =
      spec.optional && (own === undefined ? !Number.isFinite(value) : own.trim() === '');
    let problem: FieldProblem | undefined;
    if (empty) problem = undefined;
    else if (!Number.isFinite(value)) problem = { code: 'number' };
    else if (spec.limit && (value < spec.limit.min || value > spec.limit.max)) {
      problem = { code: 'range', ...spec.limit };
    }
    result[key] = {
      text,
      value,
      problem,
      onChange: (next) => {
        setTyped((prev) => ({
          system: units.system,
          texts: { ...(prev.system === units.system ? prev.texts : {}), [key]: next },
        }));
        const metric = toMetric(parse(next));
        params.set(spec.param, Number.isFinite(metric) ? urlNumber(metric) : null);
      },
    };
  }
  return result;
}

/** A choice kept in the URL (water model, ppO2 limit): one of `options`, else the default. */
export function useToolOption<T extends string>(
  param: string,
  options: readonly T[],
  fallback: T,
): [T, (value: T) => void] {
  const params = useToolParams();
  const raw = params.get(param);
  const value = options.includes(raw as T) ? (raw as T) : fallback;
  return [value, (next: T) => params.set(param, next)];
}

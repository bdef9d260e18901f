import { clamp } from '@divespot/shared/numbers';
import { useId, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Filter } from '@divespot/shared/filters';
import { useFilterLabels } from '../hooks/use-filter-labels.ts';
import { rangeLimits } from '../lib/filter-values.ts';

interface RangeControlProps {
  filter: Filter;
  min: number | undefined;
  max: number | undefined;
  onChange: (min: number | undefined, max: number | undefined) => void;
}

/** Two native sliders share one track; only their thumbs take the pointer. */
const SLIDER =
  'pointer-events-none absolute inset-0 h-full w-full appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:size-6 [&::-webkit-slider-thumb]:cursor-grab [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-sky-700 [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow-md ' +
  '[&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:size-6 [&::-moz-range-thumb]:cursor-grab [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-sky-700 [&::-moz-range-thumb]:bg-white';

/**
 * Minimum and maximum of a RANGE filter (docs/product/validation.md): typed values are clamped to the filter's
 * minValue..maxValue when the field is left or Enter is pressed; min and max swap if crossed.
 * Sliders move the same bounds by pointer or arrow keys. Depths show and are typed in the
 * diver's unit (feet in imperial); `min`, `max` and `onChange` are metric, as the URL and API.
 */
export function RangeControl({ filter, min, max, onChange }: RangeControlProps) {
  const id = useId();
  const intl = useIntl();
  const labels = useFilterLabels();
  const { lo, hi } = rangeLimits(filter);
  const shown = (metric: number) => labels.shown(filter, metric);
  const [shownLo, shownHi] = [shown(lo), shown(hi)];
  const unit = labels.unit(filter) ?? 'none';
  const name = labels.inSentence(labels.title(filter));
  const step = shownHi - shownLo > 20 ? 1 : 0.5;

  /** Takes a bound as the diver typed or slid it, in their unit. */
  const commit = (which: 'min' | 'max', typed: number | undefined) => {
    const value = typed === undefined ? undefined : labels.metric(filter, typed);
    let a = which === 'min' ? value : min;
    let b = which === 'max' ? value : max;
    if (a !== undefined) a = clamp(a, lo, hi);
    if (b !== undefined) b = clamp(b, lo, hi);
    if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
    onChange(a, b);
  };

  const low = min ?? lo;
  const high = max ?? hi;
  const percent = (x: number) => ((x - lo) / (hi - lo || 1)) * 100;

  return (
    <div>
      <div className="relative h-11">
        <div className="absolute top-1/2 right-2.5 left-2.5 h-1.5 -translate-y-1/2 rounded-full bg-slate-200">
          <div
            className="absolute h-full rounded-full bg-sky-700"
            style={{ left: `${percent(low)}%`, right: `${100 - percent(high)}%` }}
          />
        </div>
        <input
          type="range"
          aria-label={intl.formatMessage({ id: 'explore.range.minimumOf' }, { filter: name, unit })}
          min={shownLo}
          max={shownHi}
          step={step}
          value={shown(low)}
          onChange={(e) => commit('min', Math.min(Number(e.target.value), shown(high)))}
          className={SLIDER}
        />
        <input
          type="range"
          aria-label={intl.formatMessage({ id: 'explore.range.maximumOf' }, { filter: name, unit })}
          min={shownLo}
          max={shownHi}
          step={step}
          value={shown(high)}
          onChange={(e) => commit('max', Math.max(Number(e.target.value), shown(low)))}
          className={SLIDER}
        />
      </div>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <NumberField
          id={`${id}-min`}
          label={intl.formatMessage({ id: 'explore.range.minimum' }, { unit })}
          value={min === undefined ? undefined : shown(min)}
          placeholder={String(shownLo)}
          lo={shownLo}
          hi={shownHi}
          onCommit={(v) => commit('min', v)}
        />
        <NumberField
          id={`${id}-max`}
          label={intl.formatMessage({ id: 'explore.range.maximum' }, { unit })}
          value={max === undefined ? undefined : shown(max)}
          placeholder={String(shownHi)}
          lo={shownLo}
          hi={shownHi}
          onCommit={(v) => commit('max', v)}
        />
      </div>
    </div>
  );
}

interface NumberFieldProps {
  id: string;
  label: string;
  value: number | undefined;
  placeholder: string;
  lo: number;
  hi: number;
  onCommit: (value: number | undefined) => void;
}

function NumberField({ id, label, value, placeholder, lo, hi, onCommit }: NumberFieldProps) {
  const shown = value === undefined ? '' : String(value);
  // The text being typed; null when the field shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const text = draft.trim();
    setDraft(null);
    const n = Number(text);
    onCommit(text === '' || !Number.isFinite(n) ? undefined : n);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={lo}
        max={hi}
        value={draft ?? shown}
        placeholder={placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="mt-1 h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm placeholder:text-slate-500 focus:border-sky-700"
      />
    </div>
  );
}

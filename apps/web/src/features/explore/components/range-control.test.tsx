// @vitest-environment happy-dom
import type { Filter } from '@divespot/shared/filters';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../../test/render.tsx';
import { RangeControl } from './range-control.tsx';

afterEach(cleanup);

const DEPTH: Filter = {
  name: 'depth',
  display: 'Depth',
  type: 'RANGE',
  options: [],
  range: { minValue: 0, maxValue: 150 },
  unit: 'm',
};

/** The control with its bounds held as the filter bar holds them. */
function Harness({ min: initialMin, max: initialMax }: { min?: number; max?: number }) {
  const [range, setRange] = useState({ min: initialMin, max: initialMax });
  return (
    <>
      <RangeControl
        filter={DEPTH}
        min={range.min}
        max={range.max}
        onChange={(min, max) => setRange({ min, max })}
      />
      <p>
        Chosen: {range.min ?? 'none'} to {range.max ?? 'none'}
      </p>
    </>
  );
}

function renderRange(initial: { min?: number; max?: number } = {}) {
  renderPage(<Harness {...initial} />);
  return userEvent.setup();
}

const chosen = () => screen.getByText(/^Chosen:/).textContent;
const minField = () => screen.getByRole('spinbutton', { name: 'Minimum (m)' });
const maxField = () => screen.getByRole('spinbutton', { name: 'Maximum (m)' });
const minSlider = () => screen.getByRole('slider', { name: 'Minimum depth (m)' });
const maxSlider = () => screen.getByRole('slider', { name: 'Maximum depth (m)' });

describe('RangeControl', () => {
  it("starts at the filter's limits, shown as the fields' placeholders", () => {
    renderRange();
    expect(minSlider()).toHaveProperty('value', '0');
    expect(maxSlider()).toHaveProperty('value', '150');
    expect(minField()).toHaveProperty('value', '');
    expect(minField().getAttribute('placeholder')).toBe('0');
    expect(maxField().getAttribute('placeholder')).toBe('150');
    expect(chosen()).toBe('Chosen: none to none');
  });

  it('takes a typed value when the field is left or Enter is pressed', async () => {
    const user = renderRange();
    await user.type(minField(), '12');
    expect(chosen()).toBe('Chosen: none to none');
    await user.tab();
    expect(chosen()).toBe('Chosen: 12 to none');
    expect(minSlider()).toHaveProperty('value', '12');

    await user.type(maxField(), '40{Enter}');
    expect(chosen()).toBe('Chosen: 12 to 40');
    expect(maxSlider()).toHaveProperty('value', '40');
  });

  it("clamps typed values to the filter's range (docs/product/validation.md)", async () => {
    const user = renderRange();
    await user.type(maxField(), '200{Enter}');
    expect(chosen()).toBe('Chosen: none to 150');
    await user.type(minField(), '-5{Enter}');
    expect(chosen()).toBe('Chosen: 0 to 150');
  });

  it('swaps a minimum and maximum typed the wrong way round', async () => {
    const user = renderRange({ min: 40 });
    await user.type(maxField(), '10{Enter}');
    expect(chosen()).toBe('Chosen: 10 to 40');
    expect(minField()).toHaveProperty('value', '10');
    expect(maxField()).toHaveProperty('value', '40');
  });

  it('an emptied field drops its bound', async () => {
    const user = renderRange({ min: 5, max: 30 });
    await user.clear(minField());
    await user.tab();
    expect(chosen()).toBe('Chosen: none to 30');
  });

  // Neither happy-dom nor user-event moves a native slider by arrow key or drag; a change event
  // is what the browser reports for either.
  it('the sliders move the bounds without crossing each other', () => {
    renderRange({ min: 10, max: 40 });
    fireEvent.change(minSlider(), { target: { value: '25' } });
    expect(chosen()).toBe('Chosen: 25 to 40');
    expect(minField()).toHaveProperty('value', '25');
    fireEvent.change(minSlider(), { target: { value: '90' } });
    expect(chosen()).toBe('Chosen: 40 to 40');
    fireEvent.change(maxSlider(), { target: { value: '5' } });
    expect(chosen()).toBe('Chosen: 40 to 40');
    fireEvent.change(maxSlider(), { target: { value: '120' } });
    expect(chosen()).toBe('Chosen: 40 to 120');
  });
});

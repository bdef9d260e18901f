import { CONTENT_LIMITS } from '@divespot/shared/admin-content-vocabulary';
import {
  ACTIVITIES,
  CERTIFICATION_NAMES,
  CURRENT_NAMES,
  ENTRY_NAMES,
  FACILITY_NAMES,
  LEVELS,
  WATER_TYPE_NAMES,
} from '@divespot/shared/spot-vocabulary';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import type { VocabularyKind } from '../../../lib/i18n/vocabulary.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import type { ContentForm } from '../hooks/use-content-form.ts';
import type { SpotDraft } from '../lib/spot-draft.ts';
import {
  ChoiceList,
  hintTextClass,
  invalidClass,
  MonthChoices,
  NumberInput,
  SelectInput,
  TextInput,
} from './content-fields.tsx';
import { FormSection } from './content-form.tsx';
import { inputClass, labelClass } from './list-parts.tsx';

/**
 * The spot form's sections about the diving itself and its conditions, with every choice from
 * the shared vocabularies named as the public spot page names it (docs/product/entities.md).
 */

/** A vocabulary's codes as choices in the reader's language. */
function useChoices() {
  const { label } = useVocabulary();
  return (kind: VocabularyKind, codes: readonly string[]) =>
    codes.map((code) => ({ value: code, label: label(kind, code) }));
}

/** Where the diving is: how it is reached, the water, the kind of site. */
export function SpotWhereFields({ form }: { form: ContentForm<SpotDraft> }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const choices = useChoices();
  const listId = useId();
  const { draft, set } = form;
  const unknown = intl.formatMessage({ id: 'admin.content.unknown' });
  // Site types are open-ended: the ones the catalogs name are offered, any other can be typed.
  const siteTypes = Object.keys(intl.messages)
    .filter((id) => id.startsWith('vocab.siteType.'))
    .map((id) => ({
      code: id.slice('vocab.siteType.'.length),
      name: intl.formatMessage({ id: id as MessageId }),
    }));
  return (
    <>
      <SelectInput
        {...form.field('entry')}
        options={choices('entry', Object.keys(ENTRY_NAMES))}
        noneLabel={unknown}
        value={draft.entry}
        onChange={(v) => set('entry', v)}
      />
      <SelectInput
        {...form.field('waterType')}
        options={choices('waterType', Object.keys(WATER_TYPE_NAMES))}
        noneLabel={unknown}
        value={draft.waterType}
        onChange={(v) => set('waterType', v)}
      />
      <div>
        <TextInput
          {...form.field('siteType')}
          maxLength={40}
          list={listId}
          value={draft.siteType}
          onChange={(v) => set('siteType', v)}
          hint={<FormattedMessage id="admin.spot.siteType.hint" />}
        />
        <datalist id={listId}>
          {siteTypes.map((t) => (
            <option key={t.code} value={t.code}>
              {t.name}
            </option>
          ))}
        </datalist>
      </div>
      <NumberInput
        {...form.field('altitude')}
        signed
        unit={q.symbol('depth')}
        value={draft.altitude}
        onChange={(v) => set('altitude', v)}
        hint={<FormattedMessage id="admin.spot.altitude.hint" />}
      />
    </>
  );
}

/** Depths, level, certification, activities and tags. */
export function SpotDivingSection({ form }: { form: ContentForm<SpotDraft> }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const choices = useChoices();
  const { draft, set } = form;
  const unknown = intl.formatMessage({ id: 'admin.content.unknown' });
  return (
    <FormSection heading="admin.spot.section.diving">
      <NumberInput
        {...form.field('depthMin')}
        unit={q.symbol('depth')}
        value={draft.depthMin}
        onChange={(v) => set('depthMin', v)}
      />
      <NumberInput
        {...form.field('depthMax')}
        unit={q.symbol('depth')}
        value={draft.depthMax}
        onChange={(v) => set('depthMax', v)}
      />
      <SelectInput
        {...form.field('level')}
        options={choices('level', LEVELS)}
        noneLabel={unknown}
        value={draft.level}
        onChange={(v) => set('level', v)}
      />
      <SelectInput
        {...form.field('certification')}
        options={choices('certification', Object.keys(CERTIFICATION_NAMES))}
        noneLabel={unknown}
        value={draft.certification}
        onChange={(v) => set('certification', v)}
      />
      <ChoiceList
        {...form.field('activities')}
        options={choices('activity', ACTIVITIES)}
        value={draft.activities}
        onChange={(v) => set('activities', v)}
      />
      <TextInput
        {...form.field('tags')}
        wide
        value={draft.tags}
        onChange={(v) => set('tags', v)}
        hint={
          <FormattedMessage id="admin.spot.tags.hint" values={{ max: CONTENT_LIMITS.tagsMax }} />
        }
      />
    </FormSection>
  );
}

/** Twelve monthly water temperatures in the reader's unit, January first. */
function WaterTemperatures({ form }: { form: ContentForm<SpotDraft> }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const legendId = useId();
  const binding = form.field('waterTempC');
  const unit = q.symbol('temperature');
  const change = (month: number, text: string) =>
    form.set(
      'waterTempC',
      form.draft.waterTempC.map((t, i) => (i === month ? text : t)),
    );
  return (
    <fieldset
      id={binding.id}
      tabIndex={-1}
      aria-describedby={binding.error ? `${binding.id}-error` : undefined}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) binding.onBlur();
      }}
      className="min-w-0 sm:col-span-2"
    >
      <legend id={legendId} className={labelClass}>
        <FormattedMessage id="admin.spot.waterTemp.legend" values={{ unit }} />
      </legend>
      <p className={hintTextClass}>
        <FormattedMessage id="admin.spot.waterTemp.hint" />
      </p>
      <div className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {form.draft.waterTempC.map((text, month) => {
          const id = form.idOf(`waterTempC.${month}`);
          const error = form.error(`waterTempC.${month}`);
          return (
            <div key={month}>
              <label htmlFor={id} className="block text-xs font-medium text-slate-700">
                {intl.formatDate(Date.UTC(2024, month, 15), { month: 'short', timeZone: 'UTC' })}
              </label>
              <input
                id={id}
                type="text"
                inputMode="text"
                autoComplete="off"
                value={text}
                aria-invalid={error ? true : undefined}
                aria-describedby={binding.error ? `${binding.id}-error` : undefined}
                onChange={(e) => change(month, e.target.value)}
                className={`${inputClass} mt-1 tabular-nums ${error ? invalidClass : ''}`}
              />
            </div>
          );
        })}
      </div>
      {binding.error ? (
        <p id={`${binding.id}-error`} className="mt-1 text-sm font-medium text-rose-800">
          {binding.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Visibility, current, water temperatures and the best months. */
export function SpotConditionsSection({ form }: { form: ContentForm<SpotDraft> }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const choices = useChoices();
  const { draft, set } = form;
  return (
    <FormSection heading="admin.spot.section.conditions">
      <NumberInput
        {...form.field('visibilityMin')}
        unit={q.symbol('depth')}
        value={draft.visibilityMin}
        onChange={(v) => set('visibilityMin', v)}
      />
      <NumberInput
        {...form.field('visibilityMax')}
        unit={q.symbol('depth')}
        value={draft.visibilityMax}
        onChange={(v) => set('visibilityMax', v)}
      />
      <SelectInput
        {...form.field('current')}
        options={choices('current', Object.keys(CURRENT_NAMES))}
        noneLabel={intl.formatMessage({ id: 'admin.content.unknown' })}
        value={draft.current}
        onChange={(v) => set('current', v)}
      />
      <WaterTemperatures form={form} />
      <MonthChoices
        {...form.field('bestMonths')}
        value={draft.bestMonths}
        onChange={(v) => set('bestMonths', v)}
      />
    </FormSection>
  );
}

/** What there is at the site. */
export function SpotFacilitiesSection({ form }: { form: ContentForm<SpotDraft> }) {
  const choices = useChoices();
  return (
    <FormSection heading="admin.spot.section.facilities">
      <ChoiceList
        {...form.field('facilities')}
        options={choices('facility', Object.keys(FACILITY_NAMES))}
        value={form.draft.facilities}
        onChange={(v) => form.set('facilities', v)}
      />
    </FormSection>
  );
}

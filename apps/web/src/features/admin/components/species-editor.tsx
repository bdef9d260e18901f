import { adminSpeciesWriteSchema, type AdminSpecies } from '@divespot/shared/admin-content';
import { CONTENT_LIMITS } from '@divespot/shared/admin-content-vocabulary';
import { IUCN_STATUSES, SPECIES_GROUPS } from '@divespot/shared/marine-life-labels';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ensureAreas } from '../../../lib/i18n/language-store.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useQueryClient } from '../../../lib/query.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import {
  adminSpeciesQuery,
  useAdminSpecies,
  useDeleteSpecies,
  useSaveSpecies,
} from '../api/admin-editors.ts';
import { useContentForm, type ContentForm } from '../hooks/use-content-form.ts';
import { parseNumber } from '../lib/numbers.ts';
import {
  SPECIES_LABELS,
  SPECIES_QUANTITIES,
  sizeUnit,
  speciesBody,
  speciesDraft,
  type SpeciesDraft,
} from '../lib/species-draft.ts';
import { NumberInput, SelectInput, TextInput } from './content-fields.tsx';
import {
  DescriptionFields,
  ErrorSummary,
  FormSection,
  SaveBar,
  TranslationFields,
} from './content-form.tsx';
import {
  CreatedNote,
  DeleteRecord,
  EditorHeader,
  EditorProblem,
  EditorSkeleton,
  editorPath,
  listPath,
} from './editor-frame.tsx';
import { Pictures } from './pictures.tsx';
import { SightingsEditor } from './sightings-editor.tsx';

/** Its group and Red List category, named as the species pages name them. */
function SpeciesKindFields({ form }: { form: ContentForm<SpeciesDraft> }) {
  const intl = useIntl();
  const { label } = useVocabulary();
  const { draft, set } = form;
  const groups = Object.entries(SPECIES_GROUPS).map(([code, english]) => ({
    value: code,
    label: label('speciesGroup', code, english),
  }));
  const statuses = Object.entries(IUCN_STATUSES).map(([code, english]) => ({
    value: code,
    label: `${code} · ${label('iucn', code, english)}`,
  }));
  return (
    <>
      <SelectInput
        {...form.field('group')}
        value={draft.group}
        onChange={(v) => set('group', v)}
        options={groups}
        noneLabel={
          draft.group === '' ? intl.formatMessage({ id: 'admin.species.group.choose' }) : undefined
        }
      />
      <SelectInput
        {...form.field('iucn')}
        value={draft.iucn}
        onChange={(v) => set('iucn', v)}
        options={statuses}
        noneLabel={intl.formatMessage({ id: 'admin.species.iucn.none' })}
        hint={<FormattedMessage id="admin.species.iucn.hint" />}
      />
    </>
  );
}

/** Typical size and depth range, in the reader's units. */
function SpeciesSizeFields({ form }: { form: ContentForm<SpeciesDraft> }) {
  const intl = useIntl();
  const units = useQuantityFormat();
  const { draft, set } = form;
  const unit = sizeUnit(units.system);
  const sizeFormat = new Intl.NumberFormat(intl.locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: 0,
  });
  const sizeSymbol = sizeFormat.formatToParts(0).find((p) => p.type === 'unit')?.value ?? unit;
  // The schema's limit is in centimetres; a reader in inches reads it in inches.
  const sizeBinding = form.field('sizeCm');
  const typed = parseNumber(draft.size);
  const sizeError =
    sizeBinding.error && typed !== null && !Number.isNaN(typed)
      ? intl.formatMessage(
          { id: 'admin.content.error.between' },
          {
            min: sizeFormat.format(0),
            max: sizeFormat.format(
              units.system === 'metric'
                ? CONTENT_LIMITS.sizeCmMax
                : CONTENT_LIMITS.sizeCmMax / 2.54,
            ),
          },
        )
      : sizeBinding.error;
  return (
    <>
      <NumberInput
        {...sizeBinding}
        error={sizeError}
        wide
        unit={sizeSymbol}
        value={draft.size}
        onChange={(v) => set('size', v)}
        hint={<FormattedMessage id="admin.species.size.hint" />}
      />
      <NumberInput
        {...form.field('depthMin')}
        unit={units.symbol('depth')}
        value={draft.depthMin}
        onChange={(v) => set('depthMin', v)}
      />
      <NumberInput
        {...form.field('depthMax')}
        unit={units.symbol('depth')}
        value={draft.depthMax}
        onChange={(v) => set('depthMax', v)}
      />
    </>
  );
}

/** A new species' form, or an existing one's as it loaded. */
function SpeciesForm({ species }: { species: AdminSpecies | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const units = useQuantityFormat();
  const save = useSaveSpecies();
  const remove = useDeleteSpecies();

  const form = useContentForm({
    initial: speciesDraft(units, species),
    schema: adminSpeciesWriteSchema,
    toBody: (d) => speciesBody(units, species, d),
    save: (body) => save.mutateAsync({ id: species?.id ?? 'new', body }),
    onSaved: (saved) => {
      if (species)
        void client.invalidateQueries({ queryKey: adminSpeciesQuery(saved.id).queryKey });
      else void navigate(editorPath('species', saved.id), { state: { created: true } });
    },
    labels: SPECIES_LABELS,
    quantities: SPECIES_QUANTITIES,
  });
  const { draft, set } = form;
  const sightingsProblem = form.problems.find((p) => p.path.startsWith('sightings'));

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={form.submit} className="space-y-4">
        <EditorHeader
          kind="species"
          back="admin.species.back"
          title={species ? species.commonName : <FormattedMessage id="admin.species.new" />}
          publicPath={species?.path}
          viewLabel="admin.species.view"
        >
          {species ? <i>{species.scientificName}</i> : null}
        </EditorHeader>
        <CreatedNote message="admin.species.created" dirty={form.dirty} />
        <ErrorSummary form={form} />

        <FormSection heading="admin.species.section.basics">
          <TextInput
            {...form.field('commonName')}
            required
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.commonName}
            onChange={(v) => set('commonName', v)}
          />
          <TextInput
            {...form.field('scientificName')}
            required
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.scientificName}
            onChange={(v) => set('scientificName', v)}
          />
          <SpeciesKindFields form={form} />
          <TextInput
            {...form.field('family')}
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.family}
            onChange={(v) => set('family', v)}
          />
        </FormSection>

        <FormSection heading="admin.species.section.size" intro="admin.species.section.sizeIntro">
          <SpeciesSizeFields form={form} />
        </FormSection>

        <FormSection heading="admin.species.section.texts">
          <DescriptionFields form={form} translations="admin.species.translations" />
          <TranslationFields
            form={form}
            path="commonNameTranslations"
            heading="admin.species.commonNameTranslations"
            multiline={false}
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.commonNameTranslations}
            onChange={(lang, text) =>
              set('commonNameTranslations', { ...draft.commonNameTranslations, [lang]: text })
            }
          />
        </FormSection>

        <FormSection
          heading="admin.species.section.sightings"
          intro="admin.species.section.sightingsIntro"
        >
          <div className="sm:col-span-2">
            <SightingsEditor
              id={form.idOf('sightings')}
              value={draft.sightings}
              onChange={(rows) => set('sightings', rows)}
              error={sightingsProblem?.message ?? form.error('sightings')}
            />
          </div>
        </FormSection>

        <SaveBar form={form} saveLabel={species ? 'admin.content.save' : 'admin.species.create'}>
          {species ? (
            <DeleteRecord
              name={species.commonName}
              texts={{
                button: 'admin.species.delete',
                title: 'admin.species.delete.title',
                body: 'admin.species.delete.body',
                confirm: 'admin.species.delete.confirm',
                cancel: 'admin.species.delete.cancel',
                failed: 'admin.species.delete.failed',
              }}
              onDelete={() =>
                remove.mutateAsync(species.id).then(() => navigate(listPath('species')))
              }
            />
          ) : null}
        </SaveBar>
      </form>
      <Pictures
        owner="species"
        id={species?.id ?? null}
        name={draft.commonName}
        images={species?.images ?? []}
      />
    </div>
  );
}

/**
 * The console's species editor (docs/product/admin.md#content): the fields of the shared write
 * schema (group and Red List category named as the species pages name them, size and depths in
 * the reader's units), the description's and common name's translations, the spots where it is
 * seen with their months, its pictures once it exists, and delete after a confirmation.
 */
export function SpeciesEditor({ id }: { id: number | 'new' }) {
  const isNew = id === 'new';
  const query = useAdminSpecies(isNew ? 0 : id, !isNew);
  // Groups and Red List categories are vocabulary.
  useEffect(() => void ensureAreas(['vocab']).catch(() => undefined), []);
  if (isNew) return <SpeciesForm key="new" species={null} />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorProblem
        error={query.error}
        kind="species"
        back="admin.species.back"
        missing="admin.species.missing"
        failed="admin.species.loadFailed"
        retry="admin.species.retry"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SpeciesForm key={query.data.id} species={query.data} />;
}

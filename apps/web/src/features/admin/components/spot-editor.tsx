import { adminSpotWriteSchema, type AdminSpot } from '@divespot/shared/admin-content';
import { CONTENT_LIMITS } from '@divespot/shared/admin-content-vocabulary';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { ensureAreas } from '../../../lib/i18n/language-store.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';
import { useAdminSpot, useDeleteRecord, useSaveSpot } from '../api/admin-content.ts';
import { useContentForm } from '../hooks/use-content-form.ts';
import { contentListPath, recordPath } from '../lib/content-routes.ts';
import { SPOT_LABELS, SPOT_QUANTITIES, spotBody, spotDraft } from '../lib/spot-draft.ts';
import { TextInput } from './content-fields.tsx';
import { DescriptionFields, ErrorSummary, FormSection, SaveBar } from './content-form.tsx';
import {
  CreatedNote,
  DeleteRecord,
  EditorHeader,
  EditorProblem,
  EditorSkeleton,
  PlaceOfRecord,
} from './editor-frame.tsx';
import { FormMapPicker } from './map-picker.tsx';
import { Pictures } from './pictures.tsx';
import {
  SpotConditionsSection,
  SpotDivingSection,
  SpotFacilitiesSection,
  SpotWhereFields,
} from './spot-fields.tsx';

/** A new spot's form, or an existing one's as it loaded. */
function SpotForm({ spot }: { spot: AdminSpot | null }) {
  const navigate = useNavigate();
  const units = useQuantityFormat();
  const save = useSaveSpot();
  const remove = useDeleteRecord('spots');

  const form = useContentForm({
    initial: spotDraft(units, spot),
    schema: adminSpotWriteSchema,
    toBody: (d) => spotBody(units, spot, d),
    save: (body) => save.mutateAsync({ id: spot?.id ?? 'new', body }),
    onSaved: (saved) => {
      if (!spot) void navigate(recordPath('spots', saved.id), { state: { created: true } });
    },
    labels: SPOT_LABELS,
    quantities: SPOT_QUANTITIES,
  });
  const { draft, set } = form;

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={form.submit} className="space-y-4">
        <EditorHeader
          kind="spots"
          back="admin.spot.back"
          title={spot ? spot.name : <FormattedMessage id="admin.spot.new" />}
          publicPath={spot?.path}
          viewLabel="admin.spot.view"
        >
          {spot ? <PlaceOfRecord place={spot.place} /> : null}
        </EditorHeader>
        <CreatedNote message="admin.spot.created" dirty={form.dirty} />
        <ErrorSummary form={form} />

        <FormSection heading="admin.spot.section.basics">
          <TextInput
            {...form.field('name')}
            wide
            required
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.name}
            onChange={(v) => set('name', v)}
          />
          <DescriptionFields
            form={form}
            translations="admin.spot.translations"
            hint={<FormattedMessage id="admin.spot.description.hint" />}
          />
        </FormSection>

        <FormSection heading="admin.spot.section.where" intro="admin.spot.section.whereIntro">
          <FormMapPicker form={form} />
          <SpotWhereFields form={form} />
        </FormSection>

        <SpotDivingSection form={form} />
        <SpotConditionsSection form={form} />
        <SpotFacilitiesSection form={form} />

        <SaveBar form={form} saveLabel={spot ? 'admin.content.save' : 'admin.spot.create'}>
          {spot ? (
            <DeleteRecord
              name={spot.name}
              texts={{
                button: 'admin.spot.delete',
                title: 'admin.spot.delete.title',
                body: 'admin.spot.delete.body',
                confirm: 'admin.spot.delete.confirm',
                cancel: 'admin.spot.delete.cancel',
                failed: 'admin.spot.delete.failed',
              }}
              onDelete={() =>
                remove.mutateAsync(spot.id).then(() => navigate(contentListPath('spots')))
              }
            />
          ) : null}
        </SaveBar>
      </form>
      <Pictures owner="spots" id={spot?.id ?? null} name={draft.name} images={spot?.images ?? []} />
    </div>
  );
}

/**
 * The console's spot editor (docs/product/admin.md#content): every field of the shared write
 * schema, in sections, with its point picked on a map, the description's translations, the
 * pictures once the spot exists, and delete after a confirmation. Quantities are typed in the
 * reader's units and sent in metric.
 */
export function SpotEditor({ id }: { id: number | 'new' }) {
  const isNew = id === 'new';
  const query = useAdminSpot(isNew ? 0 : id, !isNew);
  // The choices are named as the public spot page names them.
  useEffect(() => void ensureAreas(['vocab']).catch(() => undefined), []);
  if (isNew) return <SpotForm key="new" spot={null} />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorProblem
        error={query.error}
        kind="spots"
        back="admin.spot.back"
        missing="admin.spot.missing"
        failed="admin.spot.loadFailed"
        retry="admin.spot.retry"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SpotForm key={query.data.id} spot={query.data} />;
}

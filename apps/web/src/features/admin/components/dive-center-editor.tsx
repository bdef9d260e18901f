import { adminDiveCenterWriteSchema, type AdminDiveCenter } from '@divespot/shared/admin-content';
import { CONTENT_LIMITS } from '@divespot/shared/admin-content-vocabulary';
import { CENTER_SERVICE_NAMES } from '@divespot/shared/dive-center-vocabulary';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { ensureAreas } from '../../../lib/i18n/language-store.ts';
import { useVocabulary } from '../../../lib/i18n/vocabulary.ts';
import { useAdminDiveCenter, useDeleteRecord, useSaveDiveCenter } from '../api/admin-content.ts';
import { useContentForm } from '../hooks/use-content-form.ts';
import { CENTER_LABELS, centerBody, centerDraft } from '../lib/center-draft.ts';
import { contentListPath, recordPath } from '../lib/content-routes.ts';
import { splitList } from '../lib/numbers.ts';
import { CenterHours } from './center-hours.tsx';
import { ChoiceList, TextInput } from './content-fields.tsx';
import { ErrorSummary, FormSection, SaveBar, useLanguageName } from './content-form.tsx';
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

/** "English, French" for 'en, fr': what the typed codes stand for, as a check. */
function LanguagesRead({ codes }: { codes: string }) {
  const languageName = useLanguageName();
  const known = splitList(codes).filter((code) => /^[a-zA-Z]{2}$/.test(code));
  if (known.length === 0) return <FormattedMessage id="admin.center.languages.hint" />;
  return (
    <FormattedMessage
      id="admin.center.languages.read"
      values={{ names: known.map((code) => languageName(code.toLowerCase())).join(', ') }}
    />
  );
}

/** A new center's form, or an existing one's as it loaded. */
function CenterForm({ center }: { center: AdminDiveCenter | null }) {
  const navigate = useNavigate();
  const { label } = useVocabulary();
  const save = useSaveDiveCenter();
  const remove = useDeleteRecord('dive-centers');

  const form = useContentForm({
    initial: centerDraft(center),
    schema: adminDiveCenterWriteSchema,
    toBody: centerBody,
    save: (body) => save.mutateAsync({ id: center?.id ?? 'new', body }),
    onSaved: (saved) => {
      if (!center) {
        void navigate(recordPath('dive-centers', saved.id), { state: { created: true } });
      }
    },
    labels: CENTER_LABELS,
  });
  const { draft, set } = form;
  const services = Object.keys(CENTER_SERVICE_NAMES).map((code) => ({
    value: code,
    label: label('centerService', code),
  }));

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={form.submit} className="space-y-4">
        <EditorHeader
          kind="dive-centers"
          back="admin.center.back"
          title={center ? center.name : <FormattedMessage id="admin.center.new" />}
          publicPath={center?.path}
          viewLabel="admin.center.view"
        >
          {center ? <PlaceOfRecord place={center.place} /> : null}
        </EditorHeader>
        <CreatedNote message="admin.center.created" dirty={form.dirty} />
        <ErrorSummary form={form} />

        <FormSection heading="admin.center.section.basics">
          <TextInput
            {...form.field('name')}
            wide
            required
            maxLength={CONTENT_LIMITS.nameMax}
            value={draft.name}
            onChange={(v) => set('name', v)}
          />
          <ChoiceList
            {...form.field('services')}
            options={services}
            value={draft.services}
            onChange={(v) => set('services', v)}
          />
          <TextInput
            {...form.field('agencies')}
            value={draft.agencies}
            onChange={(v) => set('agencies', v)}
            hint={<FormattedMessage id="admin.center.agencies.hint" />}
          />
          <TextInput
            {...form.field('languages')}
            value={draft.languages}
            onChange={(v) => set('languages', v)}
            hint={<LanguagesRead codes={draft.languages} />}
          />
        </FormSection>

        <FormSection heading="admin.center.section.contact">
          <TextInput
            {...form.field('phone')}
            type="tel"
            maxLength={CONTENT_LIMITS.phoneMax}
            value={draft.phone}
            onChange={(v) => set('phone', v)}
          />
          <TextInput
            {...form.field('email')}
            type="email"
            maxLength={254}
            value={draft.email}
            onChange={(v) => set('email', v)}
          />
          <TextInput
            {...form.field('website')}
            type="url"
            wide
            maxLength={CONTENT_LIMITS.websiteMax}
            value={draft.website}
            onChange={(v) => set('website', v)}
            hint={<FormattedMessage id="admin.center.website.hint" />}
          />
        </FormSection>

        <FormSection heading="admin.center.section.where" intro="admin.spot.section.whereIntro">
          <TextInput
            {...form.field('address')}
            wide
            maxLength={CONTENT_LIMITS.addressMax}
            value={draft.address}
            onChange={(v) => set('address', v)}
          />
          <FormMapPicker form={form} />
        </FormSection>

        <CenterHours form={form} />

        <SaveBar form={form} saveLabel={center ? 'admin.content.save' : 'admin.center.create'}>
          {center ? (
            <DeleteRecord
              name={center.name}
              texts={{
                button: 'admin.center.delete',
                title: 'admin.center.delete.title',
                body: 'admin.center.delete.body',
                confirm: 'admin.center.delete.confirm',
                cancel: 'admin.center.delete.cancel',
                failed: 'admin.center.delete.failed',
              }}
              onDelete={() =>
                remove.mutateAsync(center.id).then(() => navigate(contentListPath('dive-centers')))
              }
            />
          ) : null}
        </SaveBar>
      </form>
      <Pictures
        owner="dive-centers"
        id={center?.id ?? null}
        name={draft.name}
        images={center?.images ?? []}
      />
    </div>
  );
}

/**
 * The console's dive center editor (docs/product/admin.md#content): every field of the shared
 * write schema, its point picked on a map, opening hours per weekday, the pictures once the
 * center exists, and delete after a confirmation.
 */
export function DiveCenterEditor({ id }: { id: number | 'new' }) {
  const isNew = id === 'new';
  const query = useAdminDiveCenter(isNew ? 0 : id, !isNew);
  // The services are named as the public center page names them.
  useEffect(() => void ensureAreas(['vocab']).catch(() => undefined), []);
  if (isNew) return <CenterForm key="new" center={null} />;
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorProblem
        error={query.error}
        kind="dive-centers"
        back="admin.center.back"
        missing="admin.center.missing"
        failed="admin.center.loadFailed"
        retry="admin.center.retry"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <CenterForm key={query.data.id} center={query.data} />;
}

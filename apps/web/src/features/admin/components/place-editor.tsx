import { adminPlaceWriteSchema, type AdminPlace } from '@divespot/shared/admin-content';
import {
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from '@divespot/shared/admin-content-vocabulary';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQueryClient } from '../../../lib/query.ts';
import {
  adminPlaceQuery,
  useAdminPlace,
  useSavePlace,
  type PlaceKind,
} from '../api/admin-editors.ts';
import { useContentForm } from '../hooks/use-content-form.ts';
import { hintTextClass } from './content-fields.tsx';
import { DescriptionFields, ErrorSummary, FormSection, SaveBar } from './content-form.tsx';
import { EditorHeader, EditorProblem, EditorSkeleton } from './editor-frame.tsx';

interface PlaceDraft {
  description: string;
  translations: Partial<Record<TranslatedLanguage, string>>;
}

const LABELS: Record<string, MessageId> = {
  description: 'admin.place.description',
  translations: 'admin.place.translations',
};

/** The words that differ between a country's editor and a region's. */
const TEXTS: Record<PlaceKind, { back: MessageId; view: MessageId; missing: MessageId }> = {
  countries: {
    back: 'admin.place.back.countries',
    view: 'admin.place.view.country',
    missing: 'admin.place.missing.country',
  },
  regions: {
    back: 'admin.place.back.regions',
    view: 'admin.place.view.region',
    missing: 'admin.place.missing.region',
  },
};

const draftOf = (place: AdminPlace): PlaceDraft => ({
  description: place.description ?? '',
  translations: Object.fromEntries(
    TRANSLATED_LANGUAGES.map((lang) => [lang, place.translations[lang] ?? '']),
  ),
});

function PlaceForm({ kind, place }: { kind: PlaceKind; place: AdminPlace }) {
  const client = useQueryClient();
  const save = useSavePlace(kind, place.id);
  const texts = TEXTS[kind];
  const form = useContentForm({
    initial: draftOf(place),
    schema: adminPlaceWriteSchema,
    // A translation left empty goes as null: one that is cleared is removed.
    toBody: (d: PlaceDraft) => ({ description: d.description, translations: d.translations }),
    save: (body) => save.mutateAsync(body),
    onSaved: () =>
      void client.invalidateQueries({ queryKey: adminPlaceQuery(kind, place.id).queryKey }),
    labels: LABELS,
  });
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <EditorHeader
        kind={kind}
        back={texts.back}
        title={place.name}
        publicPath={place.path}
        viewLabel={texts.view}
      >
        {kind === 'regions' ? (
          <FormattedMessage id="admin.place.regionOf" values={{ country: place.detail ?? '—' }} />
        ) : (
          <FormattedMessage id="admin.place.country" />
        )}
      </EditorHeader>
      <ErrorSummary form={form} />
      <FormSection heading="admin.place.section.description">
        <div className="sm:col-span-2">
          <p className="block text-sm font-medium text-slate-800">
            <FormattedMessage id="admin.place.name" />
          </p>
          <p className="mt-1 text-slate-900">{place.name}</p>
          <p className={hintTextClass}>
            <FormattedMessage id="admin.place.name.hint" />
          </p>
        </div>
        <DescriptionFields
          form={form}
          translations="admin.place.translations"
          rows={8}
          hint={<FormattedMessage id="admin.place.description.hint" />}
        />
      </FormSection>
      <SaveBar form={form} />
    </form>
  );
}

/**
 * The console's editor of a country's or region's description (docs/product/admin.md#content):
 * its name as it is (read-only), its English description and the description's translations.
 * Places are neither created nor deleted here.
 */
export function PlaceEditor({ kind, id }: { kind: 'countries' | 'regions'; id: number }) {
  const query = useAdminPlace(kind, id);
  const texts = TEXTS[kind];
  if (query.isPending) return <EditorSkeleton />;
  if (query.isError) {
    return (
      <EditorProblem
        error={query.error}
        kind={kind}
        back={texts.back}
        missing={texts.missing}
        failed="admin.place.loadFailed"
        retry="admin.place.retry"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <PlaceForm key={`${kind}-${query.data.id}`} kind={kind} place={query.data} />;
}

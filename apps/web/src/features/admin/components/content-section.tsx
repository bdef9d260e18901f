import type { AdminContentRow } from '@divespot/shared/admin-content';
import {
  CONTENT_SORTS,
  type ContentKind,
  type ContentSort,
} from '@divespot/shared/admin-content-vocabulary';
import ExternalLinkIcon from 'lucide-react/icons/external-link';
import PencilIcon from 'lucide-react/icons/pencil';
import PlusIcon from 'lucide-react/icons/plus';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useAdminContent } from '../api/admin-content.ts';
import { given, useListSearch } from '../hooks/use-list-search.ts';
import {
  contentListPath,
  contentRouteOf,
  CREATABLE_KINDS,
  recordPath,
  isContentKind,
  type ContentRoute,
} from '../lib/content-routes.ts';
import { ContentSearch } from './content-search.tsx';
import { EditorSkeleton } from './editor-frame.tsx';
import {
  buttonClass,
  ListBody,
  Pager,
  primaryButtonClass,
  SectionHeader,
  SortSelect,
} from './list-parts.tsx';

// The editors load when one opens: the list's script carries neither them nor the schemas.
const SpotEditor = lazy(() => import('./spot-editor.tsx').then((m) => ({ default: m.SpotEditor })));
const DiveCenterEditor = lazy(() =>
  import('./dive-center-editor.tsx').then((m) => ({ default: m.DiveCenterEditor })),
);
const SpeciesEditor = lazy(() =>
  import('./species-editor.tsx').then((m) => ({ default: m.SpeciesEditor })),
);
const PlaceEditor = lazy(() =>
  import('./place-editor.tsx').then((m) => ({ default: m.PlaceEditor })),
);
const ArticleEditor = lazy(() =>
  import('./article-editor.tsx').then((m) => ({ default: m.ArticleEditor })),
);

const KEYS = ['kind', 'q', 'sort'] as const;

const KIND_LABELS: Record<ContentKind, MessageId> = {
  spots: 'admin.content.kind.spots',
  species: 'admin.content.kind.species',
  'dive-centers': 'admin.content.kind.diveCenters',
  countries: 'admin.content.kind.countries',
  regions: 'admin.content.kind.regions',
  articles: 'admin.content.kind.articles',
};

const NEW_LABELS: Record<(typeof CREATABLE_KINDS)[number], MessageId> = {
  spots: 'admin.content.new.spots',
  species: 'admin.content.new.species',
  'dive-centers': 'admin.content.new.diveCenters',
  articles: 'admin.content.new.articles',
};

const SORT_LABELS: Record<ContentSort, MessageId> = {
  name: 'admin.content.sort.name',
  name_desc: 'admin.content.sort.nameDesc',
  newest: 'admin.content.sort.newest',
};

const KINDS = Object.keys(KIND_LABELS) as ContentKind[];

const isSort = (value: string): value is ContentSort =>
  (CONTENT_SORTS as readonly string[]).includes(value);
const isCreatable = (kind: ContentKind): kind is (typeof CREATABLE_KINDS)[number] =>
  (CREATABLE_KINDS as readonly string[]).includes(kind);

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

function ContentRowItem({ kind, row }: { kind: ContentKind; row: AdminContentRow }) {
  const name = row.name;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      {/* Wide enough for a name; the buttons go under it on a phone. */}
      <div className="min-w-48 flex-1">
        <p className="font-medium break-words text-slate-900">{name}</p>
        {row.detail ? <p className="text-sm break-words text-slate-600">{row.detail}</p> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={recordPath(kind, kind === 'articles' ? row.slug : row.id)}
          className={buttonClass}
        >
          <PencilIcon aria-hidden="true" size={16} />
          <FormattedMessage id="admin.content.edit" values={{ name, sr }} />
        </Link>
        {row.path ? (
          <a href={row.path} target="_blank" rel="noopener" className={buttonClass}>
            <ExternalLinkIcon aria-hidden="true" size={16} />
            <FormattedMessage id="admin.content.view" values={{ name, sr }} />
          </a>
        ) : null}
      </div>
    </li>
  );
}

/** The kinds of content as tabs (links: each kind is an address of its own). */
function KindTabs({ current, sort }: { current: ContentKind; sort: ContentSort }) {
  const intl = useIntl();
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'admin.content.kinds' })}
      className="-mx-1 overflow-x-auto px-1 pb-1"
    >
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {KINDS.map((kind) => (
          <li key={kind}>
            <Link
              to={contentListPath(kind, sort)}
              aria-current={kind === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 ${
                kind === current
                  ? 'border-sky-800 text-sky-900'
                  : 'border-transparent text-slate-700 hover:text-slate-900'
              }`}
            >
              <FormattedMessage id={KIND_LABELS[kind]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The records of one kind: found by name or slug, sorted and paged on the server. */
function ContentList({ headingId }: { headingId: string }) {
  const listLabelId = useId();
  const { filters, page, size, filter, goToPage } = useListSearch(KEYS);
  const kind: ContentKind = isContentKind(filters.kind) ? filters.kind : 'spots';
  const sort: ContentSort = isSort(filters.sort) ? filters.sort : 'name';
  const list = useAdminContent(kind, { q: given(filters.q), sort, page, size });
  const rows = list.data?.content ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SectionHeader
          headingId={headingId}
          titleId="admin.section.content"
          introId="admin.content.intro"
        />
        {isCreatable(kind) ? (
          <Link to={recordPath(kind, 'new')} className={`${primaryButtonClass} min-h-11`}>
            <PlusIcon aria-hidden="true" size={16} />
            <FormattedMessage id={NEW_LABELS[kind]} />
          </Link>
        ) : null}
      </div>
      <KindTabs current={kind} sort={sort} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ContentSearch value={filters.q} onSearch={(q) => filter({ q })} />
        <SortSelect
          labelId="admin.content.sort"
          value={sort}
          sorts={CONTENT_SORTS}
          labels={SORT_LABELS}
          initial="name"
          onSort={(s) => filter({ sort: s })}
        />
      </div>
      <div
        aria-busy={list.isPending || list.isFetching}
        className="rounded-2xl border border-slate-200 bg-white px-4 py-2"
      >
        <ListBody query={list} isEmpty={rows.length === 0} empty="admin.content.empty">
          <p id={listLabelId} className="sr-only">
            <FormattedMessage id={KIND_LABELS[kind]} />
          </p>
          <ul aria-labelledby={listLabelId} className="divide-y divide-slate-100">
            {rows.map((row) => (
              <ContentRowItem key={row.id} kind={kind} row={row} />
            ))}
          </ul>
        </ListBody>
        {list.data ? (
          <Pager
            page={list.data.page}
            totalPages={list.data.totalPages}
            total={list.data.totalElements}
            onPage={goToPage}
          />
        ) : null}
      </div>
    </div>
  );
}

function Editor({ route }: { route: Exclude<ContentRoute, { view: 'list' }> }) {
  switch (route.kind) {
    case 'spots':
      return <SpotEditor id={route.id} />;
    case 'dive-centers':
      return <DiveCenterEditor id={route.id} />;
    case 'species':
      return <SpeciesEditor id={route.id} />;
    case 'countries':
    case 'regions':
      return <PlaceEditor kind={route.kind} id={route.id} />;
    case 'articles':
      return <ArticleEditor slug={route.slug} />;
  }
}

/**
 * The console's Content section (docs/product/admin.md#content): at /admin/content the records
 * of each kind, and below it one record's editor (`path` is what follows /admin/content/).
 */
export function ContentSection({ headingId, path }: { headingId: string; path: string }) {
  const route = contentRouteOf(path);
  if (route === null || route.view === 'list') return <ContentList headingId={headingId} />;
  const key = 'slug' in route ? `articles/${route.slug}` : `${route.kind}/${route.id}`;
  return (
    <div>
      {/* Names the console's region; the editor's own heading names the record. */}
      <span id={headingId} hidden>
        <FormattedMessage id="admin.section.content" />
      </span>
      <Suspense fallback={<EditorSkeleton />}>
        <Editor key={key} route={route} />
      </Suspense>
    </div>
  );
}

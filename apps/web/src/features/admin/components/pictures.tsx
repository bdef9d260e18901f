import type { AdminImage } from '@divespot/shared/admin-content';
import ImagePlusIcon from 'lucide-react/icons/image-plus';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useDeleteImage, useUploadImage, type ImageOwner } from '../api/admin-content.ts';
import { buttonClass, dangerButtonClass } from './list-parts.tsx';

/** The image pipeline takes these (docs/architecture.md#images); anything else is refused. */
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];

const sr = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

/** Why a file was not added, in the reader's language. */
function useUploadProblem() {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (file: File, error: unknown) =>
    t('admin.pictures.failedFile', {
      file: file.name,
      reason: apiErrorText(error, {
        known: {
          INVALID_IMAGE: t('admin.pictures.error.invalid'),
          UNSUPPORTED_MEDIA_TYPE: t('admin.pictures.error.type'),
          PAYLOAD_TOO_LARGE: t('admin.pictures.error.tooLarge'),
          NOT_FOUND: t('admin.content.error.gone'),
        },
        words: (raw) => raw,
        fallback: t('admin.pictures.error.failed'),
      }),
    });
}

/** Asks before a picture goes: it disappears from the public page at once. */
function ConfirmDelete({
  index,
  image,
  onClose,
  onDeleted,
}: {
  index: number;
  image: AdminImage;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const titleId = useId();
  const remove = useDeleteImage();
  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl"
    >
      <div className="p-6">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          <FormattedMessage id="admin.pictures.delete.title" values={{ number: index + 1 }} />
        </h3>
        <img src={image.url} alt="" className="mt-3 max-h-40 rounded-lg object-cover" />
        <p className="mt-3 text-sm leading-6 text-slate-700">
          <FormattedMessage id="admin.pictures.delete.body" />
        </p>
        {remove.isError ? (
          <p role="alert" className="mt-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
            <FormattedMessage id="admin.pictures.delete.failed" />
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass} onClick={onClose}>
            <FormattedMessage id="admin.pictures.delete.cancel" />
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            disabled={remove.isPending}
            onClick={() => remove.mutate(image.id, { onSuccess: onDeleted })}
          >
            <FormattedMessage id="admin.pictures.delete.confirm" />
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A record's pictures (docs/product/admin.md#content): thumbnails with a delete button each,
 * and new ones added through a file input or dropped on its zone, each sent to the image
 * pipeline as it is. A record gets pictures once it exists: before its first save this says so.
 */
export function Pictures({
  owner,
  id,
  name,
  images,
}: {
  owner: ImageOwner;
  /** The record's id, or null before its first save. */
  id: number | null;
  /** The record's name, for the pictures' descriptions. */
  name: string;
  images: readonly AdminImage[];
}) {
  const headingId = useId();
  if (id === null) {
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <FormattedMessage id="admin.pictures.title" />
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">
          <FormattedMessage id="admin.pictures.afterSave" />
        </p>
      </section>
    );
  }
  return <PictureManager headingId={headingId} owner={owner} id={id} name={name} images={images} />;
}

function PictureManager({
  headingId,
  owner,
  id,
  name,
  images,
}: {
  headingId: string;
  owner: ImageOwner;
  id: number;
  name: string;
  images: readonly AdminImage[];
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(owner, id);
  const problemOf = useUploadProblem();
  const [list, setList] = useState<readonly AdminImage[]>(images);
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [news, setNews] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  const add = (files: readonly File[]) => {
    if (files.length === 0) return;
    setProblems([]);
    setNews(null);
    setPending((n) => n + files.length);
    for (const file of files) {
      // One call per file: each settles on its own (mutate's own callbacks follow the last).
      upload
        .mutateAsync(file)
        .then(
          (image) => {
            setList((l) => [...l, image]);
            setNews(intl.formatMessage({ id: 'admin.pictures.added' }, { file: file.name }));
          },
          (error: unknown) => setProblems((p) => [...p, problemOf(file, error)]),
        )
        .finally(() => setPending((n) => n - 1));
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  const shown = deleting === null ? null : list[deleting];
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        <FormattedMessage id="admin.pictures.title" />
      </h3>
      <p className="mt-1 text-sm leading-6 text-slate-700">
        <FormattedMessage id="admin.pictures.intro" />
      </p>
      {list.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-xl ring-1 ring-slate-200">
              <img
                src={image.url}
                alt={intl.formatMessage({ id: 'admin.pictures.alt' }, { number: index + 1, name })}
                width={image.width}
                height={image.height}
                loading="lazy"
                className="aspect-[4/3] w-full bg-slate-100 object-cover"
              />
              <div className="p-2">
                <button
                  type="button"
                  className={`${buttonClass} w-full`}
                  onClick={() => setDeleting(index)}
                >
                  <Trash2Icon aria-hidden="true" size={16} />
                  <FormattedMessage id="admin.pictures.delete" values={{ number: index + 1, sr }} />
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <FormattedMessage id="admin.pictures.none" />
        </p>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${
          dragging ? 'border-sky-700 bg-sky-50' : 'border-slate-300 bg-slate-50'
        }`}
      >
        <ImagePlusIcon aria-hidden="true" size={28} className="text-slate-600" />
        <p className="text-sm text-slate-700">
          <FormattedMessage id="admin.pictures.drop" />
        </p>
        <label
          className={`${buttonClass} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2`}
        >
          <FormattedMessage id="admin.pictures.choose" />
          <input
            ref={input}
            type="file"
            multiple
            accept={ACCEPT.join(',')}
            className="sr-only"
            onChange={(e) => {
              add([...(e.target.files ?? [])]);
              if (input.current) input.current.value = '';
            }}
          />
        </label>
        <p className="text-xs text-slate-600">
          <FormattedMessage id="admin.pictures.formats" />
        </p>
      </div>
      <div role="status" className="mt-3 min-h-5 text-sm text-slate-700">
        {pending > 0 ? (
          <FormattedMessage id="admin.pictures.uploading" values={{ count: pending }} />
        ) : (
          news
        )}
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 rounded-lg bg-rose-50 p-3 text-sm text-rose-900">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      {shown && deleting !== null ? (
        <ConfirmDelete
          index={deleting}
          image={shown}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setList((l) => l.filter((i) => i.id !== shown.id));
            setDeleting(null);
            setNews(intl.formatMessage({ id: 'admin.pictures.deleted' }, { number: deleting + 1 }));
          }}
        />
      ) : null}
    </section>
  );
}

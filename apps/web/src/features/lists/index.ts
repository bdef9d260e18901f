/** The lists feature's public surface: other features, routes and the app import only this. */
export { bookmarkKeys } from './api/keys.ts';
export {
  bookmarkedQuery,
  folderViewQuery,
  foldersQuery,
  useBookmarked,
  useFolders,
} from './api/folders.ts';
export { CollectionPage } from './components/collection-page.tsx';
export { CollectionsPage } from './components/collections-page.tsx';
export { SaveButton, type SaveButtonLook } from './components/save-button.tsx';
export { useListsFollowSession } from './hooks/use-lists-follow-session.ts';
export type { SaveTarget } from './lib/saved-items.ts';

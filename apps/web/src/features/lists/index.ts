/** The lists feature's public surface: other features, routes and the app import only this. */
export { listKeys } from './api/keys.ts';
export {
  bookmarkedQuery,
  listViewQuery,
  listsQuery,
  useBookmarked,
  useLists,
} from './api/lists.ts';
export { ListPage } from './components/list-page.tsx';
export { ListsPage } from './components/lists-page.tsx';
export { SaveButton, type SaveButtonLook } from './components/save-button.tsx';
export { useListsFollowSession } from './hooks/use-lists-follow-session.ts';
export type { SaveTarget } from './lib/saved-items.ts';

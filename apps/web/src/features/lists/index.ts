/** The lists feature's public surface: other features, routes and the app import only this. */
export {
  bookmarkKeys,
  bookmarkedQuery,
  folderViewQuery,
  foldersQuery,
  useBookmarked,
  useFolders,
} from './api/folders.ts';

import { useQuery } from '../../../lib/query.ts';
import { callApi } from '../../../lib/api-client.ts';
import { useContentLanguage } from '../../../lib/i18n/content-language.ts';
import { useAuthStore } from '../../auth/index.ts';
import { listKeys } from './keys.ts';

/**
 * A list's page (GET …/slug/{slug}/view), cached per viewer under {@link listKeys.view}:
 * whether it is theirs, and whether they may see it at all, depend on who asks, so a sign-in or
 * sign-out never shows another viewer's answer. Its species are named in the page's language.
 */
export function useListView(slug: string) {
  const viewer = useAuthStore((s) => (s.isAuthenticated ? (s.user?.username ?? '') : ''));
  const lang = useContentLanguage();
  return useQuery({
    queryKey: [...listKeys.view(slug), viewer, lang],
    queryFn: ({ signal }) =>
      callApi('bookmarkFolderView', { params: { slug }, query: { lang }, signal }),
  });
}

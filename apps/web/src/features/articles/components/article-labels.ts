import { ARTICLE_TAGS, type ArticleTag } from '@divespot/shared/article-vocabulary';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** A topic's name in the page's language (`articles.tag.<code>`). */
export function useTagLabel() {
  const intl = useIntl();
  return useCallback(
    (tag: ArticleTag) => {
      const id = `articles.tag.${tag}` as MessageId;
      return intl.messages[id] ? intl.formatMessage({ id }) : ARTICLE_TAGS[tag];
    },
    [intl],
  );
}

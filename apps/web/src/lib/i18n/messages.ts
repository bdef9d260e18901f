import type enUS from './catalogs/en-US.json';

/** The id of a message; English (US) is the source catalog, every other has the same ids. */
export type MessageId = keyof typeof enUS;

declare global {
  // react-intl checks message ids against this type (FormatjsIntl.Message).
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

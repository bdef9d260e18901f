import { IUCN_STATUSES, type IucnStatus } from '@divespot/shared/marine-life-labels';
import type { MessageId } from '../../../lib/i18n/messages.ts';

/** True for a code of the IUCN Red List categories ('VU'), false for anything else. */
export const isIucnStatus = (code: string | null | undefined): code is IucnStatus =>
  !!code && Object.hasOwn(IUCN_STATUSES, code);

/** What each IUCN Red List category means, in plain words for the species page. */
export const IUCN_EXPLANATIONS: Record<IucnStatus, MessageId> = {
  LC: 'marineLife.redList.explainLC',
  NT: 'marineLife.redList.explainNT',
  VU: 'marineLife.redList.explainVU',
  EN: 'marineLife.redList.explainEN',
  CR: 'marineLife.redList.explainCR',
  EW: 'marineLife.redList.explainEW',
  DD: 'marineLife.redList.explainDD',
  NE: 'marineLife.redList.explainNE',
};

/** The IUCN Red List, for readers who want the full assessment. */
export const IUCN_RED_LIST_URL = 'https://www.iucnredlist.org/';

/** What each IUCN Red List category means, in plain words for the species page. */
export const IUCN_EXPLANATIONS: Record<string, string> = {
  LC: 'Widespread and abundant: not at risk of extinction for now.',
  NT: 'Close to qualifying as threatened, or likely to in the near future.',
  VU: 'Threatened: facing a high risk of extinction in the wild.',
  EN: 'Threatened: facing a very high risk of extinction in the wild.',
  CR: 'Threatened: facing an extremely high risk of extinction in the wild.',
  EW: 'Survives only in captivity or outside its natural range.',
  DD: 'Too little is known about its numbers or distribution to judge its risk.',
  NE: 'Not yet assessed against the Red List criteria.',
};

/** The IUCN Red List, for readers who want the full assessment. */
export const IUCN_RED_LIST_URL = 'https://www.iucnredlist.org/';

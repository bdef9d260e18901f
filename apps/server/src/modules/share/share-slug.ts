import { randomInt } from 'node:crypto';

/*
 * Share link slugs: two words a diver reads and remembers, then four characters for room, e.g.
 * `blue-manta-k7qd`: 32 × 40 word pairs × 31⁴ endings, about 1.2 billion slugs. A collision is
 * retried with a new one (share.service.ts).
 */

const FIRST = [
  'azure',
  'blue',
  'bright',
  'calm',
  'clear',
  'coral',
  'crystal',
  'deep',
  'drifting',
  'golden',
  'gentle',
  'glassy',
  'hidden',
  'emerald',
  'lagoon',
  'lucky',
  'misty',
  'night',
  'ocean',
  'pearl',
  'quiet',
  'sunlit',
  'salty',
  'sandy',
  'shallow',
  'silver',
  'sunny',
  'tidal',
  'turquoise',
  'warm',
  'wild',
  'wreck',
] as const;

const SECOND = [
  'anemone',
  'angelfish',
  'barracuda',
  'bommie',
  'cenote',
  'clownfish',
  'current',
  'cuttlefish',
  'dolphin',
  'drift',
  'dugong',
  'eel',
  'fin',
  'grouper',
  'hammerhead',
  'jellyfish',
  'kelp',
  'lionfish',
  'manta',
  'moray',
  'nautilus',
  'nudibranch',
  'octopus',
  'parrotfish',
  'pinnacle',
  'reef',
  'seahorse',
  'seal',
  'shark',
  'snapper',
  'sponge',
  'squid',
  'stingray',
  'tang',
  'trevally',
  'triggerfish',
  'turtle',
  'wall',
  'whaleshark',
  'wrasse',
] as const;

/** No 0/o, 1/l/i: the ending is read aloud and typed from a screen. */
const ENDING = 'abcdefghjkmnpqrstuvwxyz23456789';

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;

export function newShareSlug(): string {
  const ending = Array.from({ length: 4 }, () => ENDING[randomInt(ENDING.length)]).join('');
  return `${pick(FIRST)}-${pick(SECOND)}-${ending}`;
}

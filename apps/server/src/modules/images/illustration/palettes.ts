import type { Random } from './random.ts';

/** Colours of one underwater picture: water from surface to depth, light, and the subject. */
export interface WaterPalette {
  surface: string;
  mid: string;
  deep: string;
  /** Light rays, bubbles and highlights. */
  light: string;
  /** Rock, reef and wreck silhouettes, darker than the water around them. */
  silhouette: string;
  /** The subject's two-tone fill. */
  accent: [string, string];
  /** Sand, coral and small bright details. */
  warm: string;
}

const OCEAN: WaterPalette[] = [
  // Tropical turquoise
  {
    surface: '#5fe0e0',
    mid: '#149bb5',
    deep: '#063a5c',
    light: '#e8fffb',
    silhouette: '#04304a',
    accent: ['#ff8a5b', '#ff5e7e'],
    warm: '#f6c177',
  },
  // Deep ocean blue
  {
    surface: '#4fb3f0',
    mid: '#1765b0',
    deep: '#061a45',
    light: '#e3f2ff',
    silhouette: '#041433',
    accent: ['#ffd166', '#ff9f43'],
    warm: '#f4a261',
  },
  // Coral-sea teal
  {
    surface: '#7be3c4',
    mid: '#1c8f9e',
    deep: '#0b2f4a',
    light: '#f0fff8',
    silhouette: '#082536',
    accent: ['#ff6f91', '#ff9671'],
    warm: '#ffc75f',
  },
  // Twilight indigo
  {
    surface: '#8ab6ff',
    mid: '#3b5bb5',
    deep: '#141a4a',
    light: '#eef2ff',
    silhouette: '#0d1238',
    accent: ['#ffb86b', '#ff7eb6'],
    warm: '#f9c74f',
  },
  // Cobalt with lime
  {
    surface: '#63d2ff',
    mid: '#0f7bc2',
    deep: '#082a52',
    light: '#e6f9ff',
    silhouette: '#06213f',
    accent: ['#c6f36b', '#4ade80'],
    warm: '#fcd34d',
  },
  // Lagoon
  {
    surface: '#9af0e8',
    mid: '#25a9b8',
    deep: '#0d4863',
    light: '#ffffff',
    silhouette: '#0a3a50',
    accent: ['#ff7a59', '#ffb347'],
    warm: '#ffe29a',
  },
];

const FRESH: WaterPalette[] = [
  // Cenote jade
  {
    surface: '#8ee6c9',
    mid: '#1f9d8b',
    deep: '#06332f',
    light: '#f0fff9',
    silhouette: '#042620',
    accent: ['#ffd36e', '#ff9a5a'],
    warm: '#e9c46a',
  },
  // Clear spring
  {
    surface: '#a7f3d0',
    mid: '#16a085',
    deep: '#0b3b3a',
    light: '#ffffff',
    silhouette: '#062a28',
    accent: ['#fef08a', '#fb923c'],
    warm: '#fde68a',
  },
  // Green lake
  {
    surface: '#b5e48c',
    mid: '#52a675',
    deep: '#133c33',
    light: '#f7ffe8',
    silhouette: '#0d2b23',
    accent: ['#ffd166', '#ef476f'],
    warm: '#e9d8a6',
  },
];

/** Chooses the picture's colours: fresh-water greens for lakes, springs and cenotes. */
export function waterPalette(random: Random, fresh = false): WaterPalette {
  return random.pick(fresh ? FRESH : OCEAN);
}

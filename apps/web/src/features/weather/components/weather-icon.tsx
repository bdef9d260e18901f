import CloudIcon from 'lucide-react/icons/cloud';
import CloudDrizzleIcon from 'lucide-react/icons/cloud-drizzle';
import CloudFogIcon from 'lucide-react/icons/cloud-fog';
import CloudLightningIcon from 'lucide-react/icons/cloud-lightning';
import CloudRainIcon from 'lucide-react/icons/cloud-rain';
import CloudSnowIcon from 'lucide-react/icons/cloud-snow';
import CloudSunIcon from 'lucide-react/icons/cloud-sun';
import SunIcon from 'lucide-react/icons/sun';
import type { WeatherKind } from '../lib/weather-format.ts';

const ICONS = {
  clear: SunIcon,
  'partly-cloudy': CloudSunIcon,
  cloudy: CloudIcon,
  fog: CloudFogIcon,
  drizzle: CloudDrizzleIcon,
  rain: CloudRainIcon,
  snow: CloudSnowIcon,
  thunderstorm: CloudLightningIcon,
} satisfies Record<WeatherKind, unknown>;

/** A decorative weather symbol; the text next to it carries the meaning. */
export function WeatherIcon({
  kind,
  size = 20,
  className,
}: {
  kind: WeatherKind;
  size?: number;
  className?: string;
}) {
  const Icon = ICONS[kind];
  const tone = kind === 'clear' || kind === 'partly-cloudy' ? 'text-amber-500' : 'text-slate-500';
  return <Icon aria-hidden="true" size={size} className={className ?? tone} />;
}

import MapIcon from 'lucide-react/icons/map';
import { useIntl } from 'react-intl';

/** The map's area while its code loads: the sea, so nothing jumps when the map paints. */
export function MapPlaceholder({ label }: { label?: string }) {
  const intl = useIntl();
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-[#cfe6f0]">
      <p className="flex items-center gap-2 rounded-full bg-white/80 px-4 py-2 text-sm font-medium text-slate-800 shadow-sm">
        <MapIcon aria-hidden="true" size={16} />
        {label ?? intl.formatMessage({ id: 'map.loading' })}
      </p>
    </div>
  );
}

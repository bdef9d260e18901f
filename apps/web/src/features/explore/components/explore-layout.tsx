import ChevronLeftIcon from 'lucide-react/icons/chevron-left';
import ListIcon from 'lucide-react/icons/list';
import MapIcon from 'lucide-react/icons/map';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface ExploreLayoutProps {
  filterBar: ReactNode;
  list: ReactNode;
  map: ReactNode;
  /** Overlays of the map area (e.g. the phone's bottom card). */
  mapOverlay?: ReactNode;
  /** Wide screens: the list is hidden (the URL's hideMenu, so shared links keep it). */
  hideMenu: boolean;
  onToggleList: () => void;
  /** Phones: the map shows instead of the list. The phone's own choice, never the URL's. */
  phoneMap: boolean;
  onTogglePhoneMap: () => void;
}

export const LIST_ID = 'explore-list';

/**
 * The explore screen's frame (docs/product/screens.md): filter bar on top; from 768 px the list takes half the
 * width beside the map and can be hidden; below 768 px the list or the map fills the screen and
 * a floating button switches. Everything fills the window under the site header. Layout is CSS
 * only, so the prerendered frame and the live screen are the same.
 */
export function ExploreLayout(props: ExploreLayoutProps) {
  const { hideMenu, onToggleList, phoneMap, onTogglePhoneMap } = props;
  const intl = useIntl();
  const showList = intl.formatMessage({ id: 'explore.layout.showList' });
  return (
    <div className="flex h-[calc(100dvh-4rem-1px)] min-h-[28rem] flex-col">
      <h1 className="sr-only">
        <FormattedMessage id="explore.layout.title" />
      </h1>
      {props.filterBar}
      <div className="relative flex min-h-0 flex-1">
        <section
          id={LIST_ID}
          aria-label={intl.formatMessage({ id: 'explore.layout.list' })}
          className={`min-h-0 w-full shrink-0 overflow-y-auto overscroll-contain bg-white md:w-1/2 md:border-r md:border-slate-200 ${
            phoneMap ? 'hidden' : 'block'
          } ${hideMenu ? 'md:hidden' : 'md:block'}`}
        >
          {props.list}
        </section>
        <section
          aria-label={intl.formatMessage({ id: 'explore.layout.map' })}
          className={`relative min-w-0 flex-1 ${phoneMap ? 'block' : 'hidden'} md:block`}
        >
          {props.map}
          <button
            type="button"
            onClick={onToggleList}
            aria-controls={LIST_ID}
            aria-expanded={!hideMenu}
            className="absolute top-3 left-3 z-10 hidden h-10 items-center gap-1.5 rounded-full bg-white px-4 text-sm font-semibold text-slate-900 shadow-md ring-1 ring-slate-900/10 hover:bg-slate-50 md:inline-flex"
          >
            <ToggleLabel
              {...(hideMenu
                ? { Icon: ListIcon, text: showList }
                : {
                    Icon: ChevronLeftIcon,
                    text: intl.formatMessage({ id: 'explore.layout.hideList' }),
                  })}
              size={16}
            />
          </button>
          {props.mapOverlay}
        </section>
        {/* Phones: high enough to clear the map's attribution in the bottom corner. */}
        <button
          type="button"
          onClick={onTogglePhoneMap}
          className="absolute bottom-12 left-1/2 z-20 inline-flex h-12 -translate-x-1/2 items-center gap-2 rounded-full bg-slate-900 px-5 text-sm font-semibold text-white shadow-xl hover:bg-slate-800 md:hidden"
        >
          <ToggleLabel
            {...(phoneMap
              ? { Icon: ListIcon, text: showList }
              : { Icon: MapIcon, text: intl.formatMessage({ id: 'explore.layout.showMap' }) })}
            size={18}
          />
        </button>
      </div>
    </div>
  );
}

/** A toggle button's icon and words. */
function ToggleLabel({ Icon, text, size }: { Icon: LucideIcon; text: string; size: number }) {
  return (
    <>
      <Icon aria-hidden="true" size={size} />
      {text}
    </>
  );
}

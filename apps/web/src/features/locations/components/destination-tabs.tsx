import { useRef, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { DESTINATION_TABS, type DestinationTab } from '../hooks/use-destinations-params.ts';

const LABELS: Record<DestinationTab, MessageId> = {
  countries: 'locations.tabs.countries',
  regions: 'locations.tabs.regions',
};

export const tabId = (tab: DestinationTab) => `destinations-tab-${tab}`;
export const panelId = (tab: DestinationTab) => `destinations-panel-${tab}`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * select them; only the selected tab is in the Tab order.
 */
export function DestinationTabs({
  selected,
  counts,
  onSelect,
}: {
  selected: DestinationTab;
  counts: Partial<Record<DestinationTab, number>>;
  onSelect: (tab: DestinationTab) => void;
}) {
  const intl = useIntl();
  const refs = useRef<Partial<Record<DestinationTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent) => {
    const i = DESTINATION_TABS.indexOf(selected);
    const last = DESTINATION_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: i === last ? 0 : i + 1,
      ArrowLeft: i === 0 ? last : i - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = DESTINATION_TABS[to] ?? 'countries';
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={intl.formatMessage({ id: 'locations.tabs.label' })}
      className="inline-flex rounded-full bg-slate-100 p-1"
    >
      {DESTINATION_TABS.map((tab) => {
        const active = tab === selected;
        const count = counts[tab];
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={active}
            aria-controls={panelId(tab)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={onKeyDown}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-sm font-semibold transition-colors ${
              active ? 'bg-white text-sky-900 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            }`}
          >
            <FormattedMessage id={LABELS[tab]} />
            {count !== undefined ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                  active ? 'bg-sky-100 text-sky-900' : 'bg-slate-200 text-slate-700'
                }`}
              >
                {intl.formatNumber(count)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { WEEKDAYS } from '@divespot/shared/dive-center-vocabulary';
import ClockIcon from 'lucide-react/icons/clock';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import {
  formatTime,
  openStatus,
  statusDetail,
  weekdayName,
  zonedClock,
} from '../lib/opening-hours.ts';
import { OpenStatusBadge } from './open-status-badge.tsx';
import { CARD, CARD_TITLE } from './styles.ts';

function dayText(
  hours: DiveCenterDetail['hours'],
  day: (typeof WEEKDAYS)[number],
  intl: IntlShape,
): string {
  const h = hours?.[day];
  if (!h) return intl.formatMessage({ id: 'diveCenters.hours.notListed' });
  if (h === 'closed') return intl.formatMessage({ id: 'diveCenters.hours.closed' });
  return intl.formatMessage(
    { id: 'diveCenters.hours.range' },
    { open: formatTime(h.open, intl.locale), close: formatTime(h.close, intl.locale) },
  );
}

/**
 * The week's hours with today (in the center's time zone) highlighted, and whether it is open
 * right now there, whatever the visitor's own clock says.
 */
export function OpeningHoursCard({ center, now }: { center: DiveCenterDetail; now: Date }) {
  const intl = useIntl();
  const { hours, timeZone } = center;
  const status = openStatus(hours, timeZone, now);
  const { day: today } = zonedClock(now, timeZone);
  const localTime = intl.formatTime(now, { timeZone, hour: 'numeric', minute: '2-digit' });

  return (
    <section aria-labelledby="hours-heading" className={CARD}>
      <h2 id="hours-heading" className={CARD_TITLE}>
        <ClockIcon aria-hidden="true" size={20} className="text-sky-700" />
        <FormattedMessage id="diveCenters.hours.title" />
      </h2>
      {status.state === 'unknown' ? (
        <p className="mt-3 text-slate-700">
          <FormattedMessage id="diveCenters.hours.unpublished" />
        </p>
      ) : (
        <>
          <div className="mt-4">
            <OpenStatusBadge status={status} detail={statusDetail(status, today, intl)} />
          </div>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">
              <FormattedMessage id="diveCenters.hours.caption" />
            </caption>
            <tbody>
              {WEEKDAYS.map((day) => {
                const isToday = day === today;
                return (
                  <tr
                    key={day}
                    aria-current={isToday ? 'date' : undefined}
                    className={
                      isToday ? 'bg-sky-50 font-semibold text-slate-900' : 'text-slate-700'
                    }
                  >
                    <th scope="row" className="rounded-l-lg py-2 pr-2 pl-3 font-medium">
                      {weekdayName(day, intl)}
                      {isToday ? (
                        <span className="ml-2 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
                          <FormattedMessage id="diveCenters.hours.today" />
                        </span>
                      ) : null}
                    </th>
                    <td className="rounded-r-lg py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {dayText(hours, day, intl)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      <p className="mt-4 text-sm text-slate-600">
        <FormattedMessage
          id="diveCenters.hours.localTime"
          values={{ time: localTime, zone: timeZone.replace(/_/g, ' ') }}
        />
      </p>
    </section>
  );
}

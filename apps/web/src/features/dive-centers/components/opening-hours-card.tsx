import type { DiveCenterDetail } from '@divespot/shared/dive-centers';
import { WEEKDAYS } from '@divespot/shared/dive-center-vocabulary';
import ClockIcon from 'lucide-react/icons/clock';
import {
  formatTime,
  openStatus,
  statusDetail,
  weekdayName,
  zonedClock,
} from '../lib/opening-hours.ts';
import { OpenStatusBadge } from './open-status-badge.tsx';
import { CARD, CARD_TITLE } from './styles.ts';

function dayText(hours: DiveCenterDetail['hours'], day: (typeof WEEKDAYS)[number]) {
  const h = hours?.[day];
  if (!h) return 'Not listed';
  if (h === 'closed') return 'Closed';
  return `${formatTime(h.open)} – ${formatTime(h.close)}`;
}

/**
 * The week's hours with today (in the center's time zone) highlighted, and whether it is open
 * right now there, whatever the visitor's own clock says.
 */
export function OpeningHoursCard({ center, now }: { center: DiveCenterDetail; now: Date }) {
  const { hours, timeZone } = center;
  const status = openStatus(hours, timeZone, now);
  const { day: today } = zonedClock(now, timeZone);
  const localTime = new Intl.DateTimeFormat(undefined, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(now);

  return (
    <section aria-labelledby="hours-heading" className={CARD}>
      <h2 id="hours-heading" className={CARD_TITLE}>
        <ClockIcon aria-hidden="true" size={20} className="text-sky-700" />
        Opening hours
      </h2>
      {status.state === 'unknown' ? (
        <p className="mt-3 text-slate-700">
          This center has not published its opening hours. Contact it before you go.
        </p>
      ) : (
        <>
          <div className="mt-4">
            <OpenStatusBadge status={status} detail={statusDetail(status, today)} />
          </div>
          <table className="mt-4 w-full text-left text-sm">
            <caption className="sr-only">Opening hours by day, in the center’s local time</caption>
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
                      {weekdayName(day)}
                      {isToday ? (
                        <span className="ml-2 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-semibold text-white">
                          Today
                        </span>
                      ) : null}
                    </th>
                    <td className="rounded-r-lg py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                      {dayText(hours, day)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </>
      )}
      <p className="mt-4 text-sm text-slate-600">
        Local time at the center: {localTime} ({timeZone.replace(/_/g, ' ')})
      </p>
    </section>
  );
}

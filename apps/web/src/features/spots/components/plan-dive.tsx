import type { SpotDetail } from '@divespot/shared/spots';
import {
  planDiveHref,
  waterModelOfWaterType,
  type ToolId,
} from '@divespot/shared/tools/tool-links';
import type { LucideIcon } from 'lucide-react';
import ArrowRightIcon from 'lucide-react/icons/arrow-right';
import CylinderIcon from 'lucide-react/icons/cylinder';
import EqualApproximatelyIcon from 'lucide-react/icons/equal-approximately';
import WavesArrowDownIcon from 'lucide-react/icons/waves-arrow-down';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useQuantityFormat } from '../../../lib/units/units-store.ts';

interface Calculator {
  tool: ToolId;
  icon: LucideIcon;
  title: MessageId;
  text: MessageId;
}

const CALCULATORS: readonly Calculator[] = [
  {
    tool: 'mod',
    icon: WavesArrowDownIcon,
    title: 'spots.plan.mod.title',
    text: 'spots.plan.mod.text',
  },
  {
    tool: 'ead',
    icon: EqualApproximatelyIcon,
    title: 'spots.plan.ead.title',
    text: 'spots.plan.ead.text',
  },
  { tool: 'sac', icon: CylinderIcon, title: 'spots.plan.gas.title', text: 'spots.plan.gas.text' },
];

/** Above or below the sea, in words; at sea level (or unknown) nothing is said. */
const elevationOf = (altitude: number | null) =>
  altitude === null || altitude === 0 ? 'none' : altitude > 0 ? 'above' : 'below';

/**
 * "Plan this dive": the MOD, EAD and gas calculators, opened with the spot's maximum depth, its
 * water (salt or fresh) and the altitude of its surface where known. Without a maximum depth the
 * links still open the calculators, which then start from their own depth.
 */
export function PlanDive({ spot }: { spot: SpotDetail }) {
  const intl = useIntl();
  const q = useQuantityFormat();
  const id = useId();
  const { waterType, altitude } = spot;
  const maxDepth = spot.depth.maxDepth;
  const site = { maxDepth, waterType, altitude };
  const values = {
    water: waterModelOfWaterType(waterType),
    elevation: elevationOf(altitude),
    altitude: altitude === null ? '' : q.format('depth', Math.abs(altitude)),
  };
  const summary =
    maxDepth === null
      ? intl.formatMessage({ id: 'spots.plan.summaryNoDepth' }, values)
      : intl.formatMessage(
          { id: 'spots.plan.summary' },
          { ...values, depth: q.format('depth', maxDepth) },
        );

  return (
    <section aria-labelledby="plan-dive-heading">
      <h2 id="plan-dive-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        <FormattedMessage id="spots.plan.title" />
      </h2>
      <p className="mt-3 text-slate-700">{summary}</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-3">
        {CALCULATORS.map(({ tool, icon: Icon, title, text }) => (
          <li key={tool}>
            {/* Named by the calculator, described by what it works out. */}
            <Link
              to={planDiveHref(tool, site)}
              aria-labelledby={`${id}-${tool}-title`}
              aria-describedby={`${id}-${tool}-text`}
              className="group flex h-full items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition hover:shadow-md hover:ring-sky-300"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-800 ring-1 ring-sky-100"
              >
                <Icon size={20} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2 font-semibold text-slate-900 group-hover:text-sky-800">
                  <span id={`${id}-${tool}-title`}>
                    <FormattedMessage id={title} />
                  </span>
                  <ArrowRightIcon
                    aria-hidden="true"
                    size={16}
                    className="shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-sky-700"
                  />
                </span>
                <span id={`${id}-${tool}-text`} className="mt-1 block text-sm text-slate-700">
                  <FormattedMessage id={text} />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

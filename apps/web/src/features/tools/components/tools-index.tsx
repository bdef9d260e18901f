import { TOOL_PATHS, type ToolId } from '@divespot/shared/tools/tool-links';
import type { LucideIcon } from 'lucide-react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Gauge from 'lucide-react/icons/gauge';
import Layers from 'lucide-react/icons/layers';
import Waves from 'lucide-react/icons/waves';
import Wind from 'lucide-react/icons/wind';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../lib/i18n/messages.ts';
import { useMessage } from '../hooks/use-message.ts';
import { SafetyNote } from './tool-page.tsx';
import { CardLink } from '../../../components/ui/card.tsx';

const CARDS: readonly {
  tool: ToolId;
  icon: LucideIcon;
  title: MessageId;
  text: MessageId;
  answers: MessageId;
}[] = [
  {
    tool: 'mod',
    icon: Gauge,
    title: 'tools.title.mod',
    text: 'tools.index.modText',
    answers: 'tools.index.modAnswers',
  },
  {
    tool: 'sac',
    icon: Wind,
    title: 'tools.title.sac',
    text: 'tools.index.sacText',
    answers: 'tools.index.sacAnswers',
  },
  {
    tool: 'ead',
    icon: Layers,
    title: 'tools.title.ead',
    text: 'tools.index.eadText',
    answers: 'tools.index.eadAnswers',
  },
  {
    tool: 'freediving',
    icon: Waves,
    title: 'tools.title.freediving',
    text: 'tools.index.freedivingText',
    answers: 'tools.index.freedivingAnswers',
  },
];

/** /tools: the calculators, what each one answers, and how they count. */
export function ToolsIndex() {
  const m = useMessage();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-sky-800 uppercase">
          <FormattedMessage id="tools.index.eyebrow" />
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
          <FormattedMessage id="tools.title.index" />
        </h1>
        <p className="mt-4 text-lg leading-8 text-slate-700">
          <FormattedMessage id="tools.index.lead" />
        </p>
      </header>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {CARDS.map(({ tool, icon: Icon, title, text, answers }) => (
          <li key={tool}>
            <CardLink
              to={TOOL_PATHS[tool]}
              className="group flex h-full flex-col p-6 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-sky-100 text-sky-800">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-bold text-slate-900">{m(title)}</h2>
              <p className="mt-2 leading-7 text-slate-700">{m(text)}</p>
              <p className="mt-3 text-sm leading-6 text-slate-600">{m(answers)}</p>
              <span className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-sky-800">
                <FormattedMessage id="tools.index.open" />
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition group-hover:translate-x-0.5"
                />
              </span>
            </CardLink>
          </li>
        ))}
      </ul>
      <section className="mt-12 max-w-3xl" aria-labelledby="tools-conventions">
        <h2 id="tools-conventions" className="text-2xl font-bold text-slate-900">
          <FormattedMessage id="tools.index.conventionsTitle" />
        </h2>
        <p className="mt-3 leading-7 text-slate-700">
          <FormattedMessage id="tools.index.conventions" />
        </p>
        <p className="mt-3 leading-7 text-slate-700">
          <FormattedMessage
            id="tools.index.fromSpot"
            values={{
              explore: (c) => (
                <Link to="/explore" className="font-semibold text-sky-800 underline">
                  {c}
                </Link>
              ),
            }}
          />
        </p>
      </section>
      <SafetyNote />
    </div>
  );
}

import { useId, useRef } from 'react';
import { linearScale, niceTicks, type Domain } from './scale.ts';
import { useElementWidth } from './use-element-width.ts';

export type ChartTone = 'primary' | 'secondary' | 'danger' | 'muted';

const STROKE: Record<ChartTone, string> = {
  primary: '#0369a1', // sky-700
  secondary: '#b45309', // amber-700
  danger: '#be123c', // rose-700
  muted: '#64748b', // slate-500
};

export interface ChartPoint {
  x: number;
  y: number;
}

export interface ChartSeries {
  id: string;
  label: string;
  points: readonly ChartPoint[];
  tone: ChartTone;
  dashed?: boolean;
}

/** A horizontal reference line (a limit, a reserve) across the plot. */
export interface ChartRule {
  y: number;
  label: string;
  tone: ChartTone;
}

export interface ChartAxis {
  domain: Domain;
  /** The axis title, units included ("Depth (m)"). */
  label: string;
  format: (value: number) => string;
  /** Depth axes grow downwards. */
  inverted?: boolean;
}

export interface LineChartProps {
  /** The chart's accessible name. */
  title: string;
  /** What it shows in a sentence, read by screen readers (the table beside it has the figures). */
  description: string;
  x: ChartAxis;
  y: ChartAxis;
  series: readonly ChartSeries[];
  rules?: readonly ChartRule[];
  /** The diver's own point (their mix, their depth). */
  marker?: ChartPoint & { label: string };
  /** Plot height in CSS pixels. */
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 44, left: 56 };

/**
 * A line chart in plain SVG, drawn at the width of its container so text keeps its size on a
 * phone. It is an image to assistive technology (title and description); pages pair it with a
 * table of the same figures.
 */
export function LineChart({
  title,
  description,
  x,
  y,
  series,
  rules = [],
  marker,
  height = 260,
}: LineChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const titleId = useId();
  const descId = useId();
  const plotRight = width - MARGIN.right;
  const plotBottom = height - MARGIN.bottom;
  const sx = linearScale(
    x.domain,
    x.inverted ? [plotRight, MARGIN.left] : [MARGIN.left, plotRight],
  );
  const sy = linearScale(
    y.domain,
    y.inverted ? [MARGIN.top, plotBottom] : [plotBottom, MARGIN.top],
  );
  const xTicks = niceTicks(x.domain, width < 480 ? 4 : 7);
  const yTicks = niceTicks(y.domain, 5);
  const clip = (v: number, [a, b]: Domain) => Math.min(Math.max(v, Math.min(a, b)), Math.max(a, b));
  const path = (points: readonly ChartPoint[]) =>
    points
      .map((p, i) => `${i ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(clip(p.y, y.domain)).toFixed(1)}`)
      .join('');

  return (
    <figure className="m-0">
      <div ref={ref} className="w-full">
        <svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block max-w-full overflow-visible text-slate-600"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{description}</desc>
          <g fontSize="12" fill="currentColor">
            {yTicks.map((t) => (
              <g key={`y${t}`}>
                <line x1={MARGIN.left} x2={plotRight} y1={sy(t)} y2={sy(t)} stroke="#e2e8f0" />
                <text x={MARGIN.left - 8} y={sy(t)} textAnchor="end" dominantBaseline="middle">
                  {y.format(t)}
                </text>
              </g>
            ))}
            {xTicks.map((t) => (
              <text key={`x${t}`} x={sx(t)} y={plotBottom + 18} textAnchor="middle">
                {x.format(t)}
              </text>
            ))}
            <text x={(MARGIN.left + plotRight) / 2} y={height - 6} textAnchor="middle">
              {x.label}
            </text>
            <text
              transform={`translate(14 ${(MARGIN.top + plotBottom) / 2}) rotate(-90)`}
              textAnchor="middle"
            >
              {y.label}
            </text>
          </g>
          <line x1={MARGIN.left} x2={plotRight} y1={plotBottom} y2={plotBottom} stroke="#94a3b8" />
          {rules.map((rule) => (
            <g key={rule.label}>
              <line
                x1={MARGIN.left}
                x2={plotRight}
                y1={sy(rule.y)}
                y2={sy(rule.y)}
                stroke={STROKE[rule.tone]}
                strokeDasharray="2 4"
                strokeWidth={1.5}
              />
              <text
                x={plotRight - 4}
                y={sy(rule.y) - 6}
                textAnchor="end"
                fontSize="12"
                fill={STROKE[rule.tone]}
              >
                {rule.label}
              </text>
            </g>
          ))}
          {series.map((s) => (
            <path
              key={s.id}
              d={path(s.points)}
              fill="none"
              stroke={STROKE[s.tone]}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? '6 5' : undefined}
              strokeLinejoin="round"
            />
          ))}
          {marker ? (
            <g>
              <circle
                cx={sx(marker.x)}
                cy={sy(clip(marker.y, y.domain))}
                r={6}
                fill="#fff"
                stroke={STROKE.primary}
                strokeWidth={3}
              />
            </g>
          ) : null}
        </svg>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.id} className="inline-flex items-center gap-2">
            <svg width="24" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="24"
                y1="4"
                y2="4"
                stroke={STROKE[s.tone]}
                strokeWidth="3"
                strokeDasharray={s.dashed ? '6 4' : undefined}
              />
            </svg>
            {s.label}
          </span>
        ))}
        {marker ? (
          <span className="inline-flex items-center gap-2">
            <svg width="14" height="14" aria-hidden="true">
              <circle cx="7" cy="7" r="5" fill="#fff" stroke={STROKE.primary} strokeWidth="2.5" />
            </svg>
            {marker.label}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

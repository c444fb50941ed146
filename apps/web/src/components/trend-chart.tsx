import { useId } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';

/** A point worth pointing out (a clinically meaningful change), drawn as a ring or a diamond. */
export interface TrendMark {
  kind: 'improved' | 'worsened';
  /** What it means, in words: read out with the value and listed in the legend. */
  label: string;
}

export interface TrendPoint {
  x: string;
  y: number;
  mark?: TrendMark | undefined;
}

export interface TrendSeries {
  label: string;
  points: TrendPoint[];
}

interface TrendChartProps {
  series: TrendSeries[];
  /** Top of the value axis (the axis starts at 0). */
  yMax: number;
  /** What the values are, e.g. 'Score (0 = best)': the axis title and the table's first header. */
  yLabel: string;
}

// Colour-blind-safe palette (Okabe-Ito), dark enough for 3:1 against white.
const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8F6A00', '#56B4E9', '#000000'];
/**
 * The drawing's widest; narrower, it is drawn at the width it has (its units are screen pixels,
 * so its texts keep their size on a phone instead of shrinking with a scaled drawing).
 */
const MAX_WIDTH = 640;
const MIN_WIDTH = 280;
const HEIGHT = 260;
/** Room for one x label ('Attempt 12'); closer labels are thinned out, counting back from the last. */
const X_LABEL_ROOM = 72;
const MARGIN = { top: 16, right: 24, bottom: 40, left: 48 };
/** Keeps the first and last points (and their centred x labels) off the plot's edges. */
const INSET = 40;
/**
 * The marks' colours (Okabe-Ito bluish green, darkened for 3:1 against white, and vermillion);
 * their shapes differ as well.
 */
const MARK_COLOURS = { improved: '#007A5A', worsened: '#D55E00' } as const;

/** A point's value as read out, with its mark's meaning. */
const spoken = (point: TrendPoint) =>
  point.mark ? `${point.y} (${point.mark.label})` : String(point.y);

/** A series' value at an x label, as read out; empty where it has none. */
function valueAt(series: TrendSeries, x: string): string {
  const point = series.points.find((candidate) => candidate.x === x);
  return point ? spoken(point) : '';
}

/** A ring around an improvement, a diamond around a worsening, centred on the point. */
function MarkShape({ kind, cx, cy }: { kind: TrendMark['kind']; cx: number; cy: number }) {
  const colour = MARK_COLOURS[kind];
  return kind === 'improved' ? (
    <circle cx={cx} cy={cy} r={9} fill="none" stroke={colour} strokeWidth={2.5} />
  ) : (
    <rect
      x={cx - 7}
      y={cy - 7}
      width={14}
      height={14}
      transform={`rotate(45 ${cx} ${cy})`}
      fill="none"
      stroke={colour}
      strokeWidth={2.5}
    />
  );
}

/** The kinds of mark the series carry, each with its label, in the order they first appear. */
function marksOf(series: TrendSeries[]): TrendMark[] {
  const marks: TrendMark[] = [];
  for (const item of series)
    for (const { mark } of item.points)
      if (mark && !marks.some((known) => known.kind === mark.kind)) marks.push(mark);
  return marks;
}

/** The x labels of every series, in the order they first appear. */
function xLabelsOf(series: TrendSeries[]): string[] {
  const labels: string[] = [];
  for (const item of series)
    for (const point of item.points) if (!labels.includes(point.x)) labels.push(point.x);
  return labels;
}

/**
 * A line chart in plain SVG (no chart library): one line per series over shared x labels, with
 * marked points ringed (improved) or in a diamond (worsened). For screen readers the drawing is
 * one image whose label lists every value and mark; the same values are in a visually hidden
 * table beside it.
 */
export function TrendChart({ series, yMax, yLabel }: TrendChartProps) {
  const id = useId();
  const { ref, width: measured } = useElementSize();
  const width = Math.round(Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, measured || MAX_WIDTH)));
  const xLabels = xLabelsOf(series);
  const top = Math.max(1, yMax);
  const plotWidth = width - MARGIN.left - MARGIN.right;
  const lineWidth = plotWidth - 2 * INSET;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const xOf = (label: string) => {
    const index = xLabels.indexOf(label);
    return (
      MARGIN.left +
      INSET +
      (xLabels.length === 1 ? lineWidth / 2 : (index * lineWidth) / (xLabels.length - 1))
    );
  };
  const yOf = (value: number) =>
    MARGIN.top + plotHeight - (Math.min(value, top) / top) * plotHeight;
  const ticks = Array.from({ length: top + 1 }, (_, value) => value).filter(
    (value) => top <= 10 || value % Math.ceil(top / 10) === 0,
  );
  const summary = `${yLabel}: ${series
    .map((item) => `${item.label}: ${item.points.map((p) => `${p.x} ${spoken(p)}`).join(', ')}`)
    .join('; ')}`;
  const marks = marksOf(series);
  const labelStep =
    xLabels.length < 2 ? 1 : Math.ceil(X_LABEL_ROOM / (lineWidth / (xLabels.length - 1)));
  const shownXLabels = xLabels.filter((_, index) => (xLabels.length - 1 - index) % labelStep === 0);

  return (
    <Box ref={ref}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        aria-describedby={`${id}-table`}
        style={{ maxWidth: MAX_WIDTH, display: 'block' }}
      >
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.left}
              x2={width - MARGIN.right}
              y1={yOf(value)}
              y2={yOf(value)}
              stroke="#dee2e6"
            />
            <text
              x={MARGIN.left - 8}
              y={yOf(value) + 4}
              textAnchor="end"
              fontSize={12}
              fill="#495057"
            >
              {value}
            </text>
          </g>
        ))}
        {shownXLabels.map((label) => (
          <text
            key={label}
            x={xOf(label)}
            y={HEIGHT - MARGIN.bottom + 20}
            textAnchor="middle"
            fontSize={12}
            fill="#495057"
          >
            {label}
          </text>
        ))}
        <text
          transform={`translate(14 ${MARGIN.top + plotHeight / 2}) rotate(-90)`}
          textAnchor="middle"
          fontSize={12}
          fill="#495057"
        >
          {yLabel}
        </text>
        {series.map((item, index) => {
          const colour = COLOURS[index % COLOURS.length];
          // Series with equal values would hide each other: each is nudged a few px sideways.
          const nudge = (index - (series.length - 1) / 2) * 3;
          return (
            <g key={item.label} data-series={item.label}>
              <polyline
                points={item.points
                  .map((point) => `${xOf(point.x) + nudge},${yOf(point.y)}`)
                  .join(' ')}
                fill="none"
                stroke={colour}
                strokeWidth={2}
              />
              {item.points.map((point) => (
                <g key={point.x} data-mark={point.mark?.kind}>
                  <circle cx={xOf(point.x) + nudge} cy={yOf(point.y)} r={4} fill={colour} />
                  {point.mark && (
                    <MarkShape kind={point.mark.kind} cx={xOf(point.x) + nudge} cy={yOf(point.y)} />
                  )}
                </g>
              ))}
            </g>
          );
        })}
      </svg>
      <Group component="ul" gap="md" mt="xs" p={0} style={{ listStyle: 'none' }} aria-hidden="true">
        {series.map((item, index) => (
          <Group component="li" key={item.label} gap={6} wrap="nowrap">
            <Box
              w={12}
              h={12}
              style={{ borderRadius: 6, background: COLOURS[index % COLOURS.length], flex: 'none' }}
            />
            <Text fz="xs">{item.label}</Text>
          </Group>
        ))}
        {marks.map((mark) => (
          <Group component="li" key={mark.kind} gap={6} wrap="nowrap">
            <svg width={18} height={18} viewBox="0 0 18 18" style={{ flex: 'none' }}>
              <MarkShape kind={mark.kind} cx={9} cy={9} />
            </svg>
            <Text fz="xs">{mark.label}</Text>
          </Group>
        ))}
      </Group>
      {/* The box is hidden, not the table: a table grows to its content whatever its width and
          does not clip, so a hidden table alone would widen the page on a phone. */}
      <div className="visually-hidden">
        <table id={`${id}-table`}>
          <thead>
            <tr>
              <th scope="col">{yLabel}</th>
              {xLabels.map((label) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((item) => (
              <tr key={item.label}>
                <th scope="row">{item.label}</th>
                {xLabels.map((label) => (
                  <td key={label}>{valueAt(item, label)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}

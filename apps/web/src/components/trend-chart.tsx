import { useId } from 'react';
import { Box, Group, Text } from '@mantine/core';

export interface TrendSeries {
  label: string;
  points: { x: string; y: number }[];
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
const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 24, bottom: 40, left: 48 };
/** Keeps the first and last points (and their centred x labels) off the plot's edges. */
const INSET = 40;

/** The x labels of every series, in the order they first appear. */
function xLabelsOf(series: TrendSeries[]): string[] {
  const labels: string[] = [];
  for (const item of series)
    for (const point of item.points) if (!labels.includes(point.x)) labels.push(point.x);
  return labels;
}

/**
 * A line chart in plain SVG (no chart library): one line per series over shared x labels. For
 * screen readers the drawing is one image whose label lists every value; the same values are in
 * a visually hidden table beside it.
 */
export function TrendChart({ series, yMax, yLabel }: TrendChartProps) {
  const id = useId();
  const xLabels = xLabelsOf(series);
  const top = Math.max(1, yMax);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
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
    .map((item) => `${item.label}: ${item.points.map((p) => `${p.x} ${p.y}`).join(', ')}`)
    .join('; ')}`;

  return (
    <Box>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        aria-describedby={`${id}-table`}
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
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
        {xLabels.map((label) => (
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
                <circle
                  key={point.x}
                  cx={xOf(point.x) + nudge}
                  cy={yOf(point.y)}
                  r={4}
                  fill={colour}
                />
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
      </Group>
      <table id={`${id}-table`} className="visually-hidden">
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
                <td key={label}>{item.points.find((point) => point.x === label)?.y ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

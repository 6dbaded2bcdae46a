import type { EChartsInitOpts } from 'echarts/core';

import { echartsLocale, localizeOption } from './chart-locale';
import { echarts } from './echarts-setup';

/**
 * Tests only: an option drawn to SVG text by ECharts' server-side renderer, in a language the way the
 * Chart component draws it (echartsLocale, localizeOption); without a language, as ECharts draws it
 * untouched. The axis labels are in the text, so a test can read the month names off it.
 */
export function renderSvg(option: Record<string, unknown>, language?: string): string {
  const chart = echarts.init(null, undefined, {
    renderer: 'svg',
    ssr: true,
    width: 800,
    height: 300,
    ...(language ? { locale: echartsLocale(language) as EChartsInitOpts['locale'] } : {}),
  });
  chart.setOption({ animation: false, ...(language ? localizeOption(option, language) : option) });
  const svg = chart.renderToSVGString();
  chart.dispose();
  return svg;
}

/** The text of every label in an SVG drawing, in order. */
export function svgTexts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!);
}

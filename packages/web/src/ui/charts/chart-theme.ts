/** The colours of the MUI theme an ECharts theme is built from. */
export interface ChartColours {
  text: string;
  textSecondary: string;
  divider: string;
  paper: string;
  fontFamily: string;
}

/** An ECharts theme from the portal's theme: axis, legend and tooltip text stay readable in dark themes. */
export function echartsTheme(c: ChartColours): Record<string, unknown> {
  const axis = {
    axisLine: { lineStyle: { color: c.divider } },
    axisTick: { lineStyle: { color: c.divider } },
    axisLabel: { color: c.textSecondary },
    splitLine: { lineStyle: { color: c.divider } },
    nameTextStyle: { color: c.textSecondary },
  };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: c.text, fontFamily: c.fontFamily },
    legend: { textStyle: { color: c.text }, pageTextStyle: { color: c.text } },
    tooltip: {
      backgroundColor: c.paper,
      borderColor: c.divider,
      textStyle: { color: c.text },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    pie: { itemStyle: { borderColor: c.paper } },
    bar: { label: { color: c.text } },
  };
}

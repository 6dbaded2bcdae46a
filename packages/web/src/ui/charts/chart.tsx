import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EChartsInitOpts } from 'echarts/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { numericCell } from '../format';
import { ScrollRegion } from '../scroll-region';
import { echartsLocale, localizeOption } from './chart-locale';
import type { ChartSpec } from './chart-spec';
import type * as EChartsSetup from './echarts-setup';
import { echartsTheme } from './chart-theme';

type EChartsModule = typeof EChartsSetup;
let loading: Promise<EChartsModule> | null = null;
/** ECharts loads with the first chart drawn, as a chunk of its own (never part of /login). */
const loadEcharts = () => (loading ??= import('./echarts-setup'));

/**
 * Starts fetching ECharts now, for a screen that will draw charts once its data arrives: the chunk
 * then loads alongside the data instead of after it.
 */
export function preloadCharts(): void {
  void loadEcharts();
}

interface ChartProps {
  title: string;
  spec: ChartSpec;
  height?: number;
  /** Start with the table (e.g. print). */
  initialView?: 'chart' | 'table';
  /** The heading above already names the chart: the caption is kept for screen readers only. */
  hideCaption?: boolean;
}

/**
 * A chart with its accessible alternative: the drawing is an image with a label and a description
 * (what it shows in words); a button switches to the same data as a table.
 */
export function Chart({ title, spec, height = 280, initialView = 'chart', hideCaption = false }: ChartProps) {
  const { t, i18n } = useTranslation();
  // Month names on time axes and tooltip dates follow the language shown (el, is), not English.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const theme = useTheme();
  const [view, setView] = useState(initialView);
  const host = useRef<HTMLDivElement>(null);
  const describedBy = useId();
  const colours = useMemo(
    () => ({
      text: theme.palette.text.primary,
      textSecondary: theme.palette.text.secondary,
      divider: theme.palette.divider,
      paper: theme.palette.background.paper,
      fontFamily: String(theme.typography.fontFamily ?? 'sans-serif'),
    }),
    [theme],
  );

  useEffect(() => {
    if (view !== 'chart' || !host.current) return;
    const element = host.current;
    let disposed = false;
    let dispose = () => {};
    void loadEcharts().then(({ echarts }) => {
      if (disposed) return;
      const chart = echarts.init(element, echartsTheme(colours), {
        renderer: 'svg',
        // Typed as a whole language file; ECharts fills what ours leaves out from English.
        locale: echartsLocale(language) as EChartsInitOpts['locale'],
      });
      chart.setOption(
        localizeOption({ aria: { enabled: false }, animationDuration: 300, ...spec.option }, language),
      );
      const observer = new ResizeObserver(() => chart.resize());
      observer.observe(element);
      dispose = () => {
        observer.disconnect();
        chart.dispose();
      };
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [spec, colours, view, language]);

  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          component="figcaption"
          variant="subtitle1"
          sx={hideCaption ? visuallyHidden : { fontWeight: 600, flex: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        {hideCaption && <Box sx={{ flex: 1 }} />}
        <Button
          size="small"
          onClick={() => setView(view === 'chart' ? 'table' : 'chart')}
          startIcon={view === 'chart' ? <TableRowsOutlined /> : <BarChartOutlined />}
          aria-label={
            view === 'chart' ? t('charts.showTableOf', { title }) : t('charts.showChartOf', { title })
          }
          data-print="hide"
        >
          {view === 'chart' ? t('charts.showTable') : t('charts.showChart')}
        </Button>
      </Box>
      <Typography id={describedBy} variant="body2" sx={visuallyHidden}>
        {spec.summary}
      </Typography>
      {view === 'chart' ? (
        <Box
          key="chart"
          ref={host}
          role="img"
          aria-label={title}
          aria-describedby={describedBy}
          sx={{ width: '100%', height }}
        />
      ) : (
        // A different key: ECharts empties its own element when disposed, so the table never shares it.
        <ScrollRegion key="table" label={title} sx={{ maxHeight: height + 120, overflowY: 'auto' }}>
          <Table size="small" aria-label={title} aria-describedby={describedBy}>
            <TableHead>
              <TableRow>
                {spec.table.head.map((cell, i) => (
                  <TableCell key={cell} sx={{ ...(i > 0 ? numericCell : {}), fontWeight: 600 }}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {spec.table.rows.map((row, r) => (
                <TableRow key={`${row[0]}-${r}`}>
                  {row.map((cell, i) => (
                    <TableCell key={i} sx={i > 0 ? numericCell : undefined}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

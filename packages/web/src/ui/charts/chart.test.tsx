import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render-app';
import { Chart } from './chart';
import type { ChartSpec } from './chart-spec';

const spec: ChartSpec = {
  option: {},
  table: { head: ['Name', 'Weight'], rows: [['Equities', '58.41%']] },
  summary: 'Equities 58.41%',
};

describe('chart', { timeout: 15_000 }, () => {
  it('shows its caption, or keeps it for screen readers only when the heading above names it', async () => {
    await renderWithApp(
      <>
        <Chart title="Region" spec={spec} initialView="table" />
        <Chart title="Asset classes" spec={spec} initialView="table" hideCaption />
      </>,
    );
    const caption = (title: string) => {
      const element = screen.getByText(title);
      expect(element.tagName).toBe('FIGCAPTION');
      return getComputedStyle(element);
    };
    expect(caption('Region').position).not.toBe('absolute');
    expect(caption('Asset classes').position).toBe('absolute');
    expect(caption('Asset classes').width).toBe('1px');
    // The table and its switch still carry the chart's name.
    expect(screen.getByRole('table', { name: 'Asset classes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Asset classes/ })).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { FilterSelect } from './filter-select';

const regions = [
  { value: 'Europe', label: 'Europe' },
  { value: 'Asia', label: 'Asia' },
];

describe('filter select', { timeout: 15_000 }, () => {
  it("offers 'all' first, then the choices, and answers the chosen value", async () => {
    const onChange = vi.fn();
    await renderWithApp(
      <FilterSelect label="Region" allLabel="All regions" choices={regions} value="" onChange={onChange} />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Region' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All regions', 'Europe', 'Asia']);
    fireEvent.click(options[2]!);
    expect(onChange).toHaveBeenCalledWith('Asia');
  });

  it("shows the chosen choice, and 'all' when nothing is chosen only with showAll", async () => {
    const { rerender } = await renderWithApp(
      <FilterSelect label="Region" allLabel="All regions" choices={regions} value="" onChange={() => {}} />,
    );
    expect(screen.getByRole('combobox', { name: 'Region' }).textContent).not.toContain('All regions');
    rerender(
      <FilterSelect
        label="Region"
        allLabel="All regions"
        choices={regions}
        value=""
        onChange={() => {}}
        showAll
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Region' }).textContent).toBe('All regions');
  });
});

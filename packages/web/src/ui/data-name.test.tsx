import {
  FUND_CATEGORIES,
  HOLDING_ASSET_CLASSES,
  HOLDING_REGIONS,
  HOLDING_TYPES,
  SECTORS,
} from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../test/render-app';
import { useDataName } from './data-name';

function Names({ pairs }: { pairs: [string, string][] }) {
  const dataName = useDataName();
  return (
    <ul>
      {pairs.map(([field, value]) => (
        <li key={`${field}-${value}`}>{dataName(field, value)}</li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('data names', { timeout: 15_000 }, () => {
  it('writes regions, sectors, asset classes and types in Greek and Icelandic', async () => {
    const pairs: [string, string][] = [
      ['region', 'North America'],
      ['sector', 'Consumer Goods'],
      ['assetClass', 'Fixed income'],
      ['type', 'Fund'],
    ];
    const greek = await renderWithApp(<Names pairs={pairs} />, { language: 'el' });
    expect(shown()).toEqual([
      'Βόρεια Αμερική',
      'Καταναλωτικά αγαθά',
      'Σταθερό εισόδημα',
      'Αμοιβαίο κεφάλαιο',
    ]);
    greek.unmount();
    await renderWithApp(<Names pairs={pairs} />, { language: 'is' });
    expect(shown()).toEqual(['Norður-Ameríka', 'Neysluvörur', 'Skuldabréf', 'Sjóður']);
  });

  it('names every value of the domain lists in every language, English as the data writes it', async () => {
    const pairs: [string, string][] = [
      ...HOLDING_REGIONS.map((v): [string, string] => ['region', v]),
      ...HOLDING_ASSET_CLASSES.map((v): [string, string] => ['assetClass', v]),
      ...HOLDING_TYPES.map((v): [string, string] => ['type', v]),
      ...SECTORS.map((v): [string, string] => ['sector', v]),
      ...FUND_CATEGORIES.map((v): [string, string] => ['category', v]),
    ];
    const english = await renderWithApp(<Names pairs={pairs} />, { language: 'en' });
    expect(shown()).toEqual(pairs.map(([, value]) => value));
    english.unmount();
    const greek = await renderWithApp(<Names pairs={pairs} />, { language: 'el' });
    // No Greek name is left as the English value (the Latin-script ones are codes, none here).
    expect(shown().filter((name, i) => name === pairs[i]![1])).toEqual([]);
    greek.unmount();
  });

  it('shows an unknown value, a currency or a substrategy as the data says', async () => {
    await renderWithApp(
      <Names
        pairs={[
          ['region', 'Atlantis'],
          ['currency', 'GBP'],
          ['substrategy', 'Growth: Core'],
        ]}
      />,
      { language: 'el' },
    );
    expect(shown()).toEqual(['Atlantis', 'GBP', 'Growth: Core']);
  });
});

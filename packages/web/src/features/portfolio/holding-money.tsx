import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { settlementCurrency } from '@portal/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import type { HoldingView } from '../../lib/portfolio-types';
import { useMoney } from '../../ui/format';

const BARE = { costIn: 'holdings.cost', valueIn: 'holdings.value', gainIn: 'holdings.gain' } as const;

/** One money line of the holding drawer: a label naming its currency and the amount in it. */
export interface MoneyRow {
  label: string;
  value: string;
  /** A part of the line above (the gain's market and currency effects). */
  part?: boolean;
}

/**
 * A holding's amounts, each in its own currency (issue 13, item 6): no cost in one currency beside a
 * value in another without the labels saying so. `label('valueIn', 'GBP')` → 'Value (GBP)' (the bare
 * 'Value' while the currency is not known yet); `rows(h, base)` → the drawer's lines: the cost (and
 * for a line in another currency its value) in the settlement currency, then the cost, value and
 * gain in the portfolio's currency with the gain's market and currency effects.
 */
export function useHoldingMoney() {
  const { t } = useTranslation();
  const money = useMoney();
  const label = useCallback(
    (key: keyof typeof BARE, currency: string) =>
      currency ? t(`holdings.${key}`, { currency }) : t(BARE[key]),
    [t],
  );
  const rows = useCallback(
    (h: HoldingView, base: string): MoneyRow[] => {
      const settle = settlementCurrency(h.currency);
      const out: MoneyRow[] = [{ label: label('costIn', settle), value: money(h.cost, settle) }];
      if (settle !== base) {
        out.push({ label: label('valueIn', settle), value: money(h.value, settle) });
        out.push({ label: label('costIn', base), value: money(h.costBase, base) });
      }
      out.push({ label: label('valueIn', base), value: money(h.valueBase, base) });
      out.push({ label: label('gainIn', base), value: money(h.gainBase?.total, base) });
      if (h.gainBase) {
        out.push({ label: t('holdings.marketEffect'), value: money(h.gainBase.market, base), part: true });
        out.push({
          label: t('holdings.currencyEffect'),
          value: money(h.gainBase.currency, base),
          part: true,
        });
      }
      return out;
    },
    [label, money, t],
  );
  return { label, rows };
}

/** The holdings table's gain cell: the gain in the portfolio's currency and, under it, its two effects. */
export function GainCell({ holding, currency }: { holding: HoldingView; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const gain = holding.gainBase;
  if (!gain) return <>—</>;
  return (
    <Box>
      <Typography variant="body2">{money(gain.total, currency)}</Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {t('holdings.gainSplit', {
          market: money(gain.market, currency),
          currency: money(gain.currency, currency),
        })}
      </Typography>
    </Box>
  );
}

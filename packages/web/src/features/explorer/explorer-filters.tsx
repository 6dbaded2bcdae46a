import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import Search from '@mui/icons-material/Search';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FUND_ESG_MAX, FUND_ESG_MIN, type FundFacets } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { FilterSelect } from '../../ui/filter-select';
import { useFacetChoices } from './facet-choices';
import type { ViewMode } from './use-view-mode';

export interface ExplorerFilters {
  search: string;
  category: string;
  region: string;
  currency: string;
  /** '' for any rating. */
  esgMin: string;
  favourites: boolean;
}

export const NO_FILTERS: ExplorerFilters = {
  search: '',
  category: '',
  region: '',
  currency: '',
  esgMin: '',
  favourites: false,
};

const ESG_CHOICES = Array.from({ length: FUND_ESG_MAX - FUND_ESG_MIN }, (_, i) => FUND_ESG_MAX - i);

/**
 * §2 explorer filters: search by name or ISIN, category, region, currency (each value with its
 * facet count, §7), ESG rating, favourites only, and the list or grid layout. Everything wraps to
 * full width on a phone.
 */
export function ExplorerFiltersBar({
  filters,
  onChange,
  facets,
  mode,
  onMode,
}: {
  filters: ExplorerFilters;
  onChange: (next: ExplorerFilters) => void;
  /** The last answer's facet counts (none while the first page loads). */
  facets: FundFacets | undefined;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
}) {
  const { t } = useTranslation();
  const choices = useFacetChoices(facets, filters);
  const set = (patch: Partial<ExplorerFilters>) => onChange({ ...filters, ...patch });
  const selectSx = { minWidth: { xs: '100%', sm: 160 }, flex: { xs: '1 1 100%', sm: '0 0 auto' } };
  return (
    <Box
      component="search"
      aria-label={t('explorer.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <TextField
        type="search"
        size="small"
        label={t('explorer.search')}
        value={filters.search}
        onChange={(event) => set({ search: event.target.value })}
        sx={{ flex: { xs: '1 1 100%', md: '1 1 280px' } }}
        slotProps={{
          htmlInput: { maxLength: 80, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <FilterSelect
        label={t('explorer.category')}
        allLabel={t('explorer.allCategories')}
        choices={choices.category}
        value={filters.category}
        onChange={(category) => set({ category })}
        sx={selectSx}
      />
      <FilterSelect
        label={t('explorer.region')}
        allLabel={t('explorer.allRegions')}
        choices={choices.region}
        value={filters.region}
        onChange={(region) => set({ region })}
        sx={selectSx}
      />
      <FilterSelect
        label={t('explorer.currency')}
        allLabel={t('explorer.allCurrencies')}
        choices={choices.currency}
        value={filters.currency}
        onChange={(currency) => set({ currency })}
        sx={selectSx}
      />
      <FilterSelect
        label={t('explorer.esg')}
        allLabel={t('explorer.esgAny')}
        choices={ESG_CHOICES.map((rating) => ({
          value: String(rating),
          label: t('explorer.esgAtLeast', { rating }),
        }))}
        value={filters.esgMin}
        onChange={(esgMin) => set({ esgMin })}
        sx={selectSx}
      />
      <FormControlLabel
        control={
          <Switch
            checked={filters.favourites}
            onChange={(event) => set({ favourites: event.target.checked })}
          />
        }
        label={t('explorer.favouritesOnly')}
        // MUI pulls the switch 11 px left into the field before it; the row's gap is spacing enough.
        sx={{ ml: 0 }}
      />
      <Box sx={{ flex: 1 }} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, value: ViewMode | null) => value && onMode(value)}
        aria-label={t('explorer.layout')}
      >
        <ToggleButton value="list" aria-label={t('explorer.list')}>
          <ViewListOutlined fontSize="small" aria-hidden />
        </ToggleButton>
        <ToggleButton value="grid" aria-label={t('explorer.grid')}>
          <GridViewOutlined fontSize="small" aria-hidden />
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

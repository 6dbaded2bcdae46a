import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import type { FundSummary } from '@portal/domain';
import { useTranslation } from 'react-i18next';

import { useFundFavourite } from './use-fund-favourite';
import { WritableAction } from '../preview';

/** The favourite star of a fund (a toggle button: aria-pressed says whether it is a favourite). */
export function FavouriteButton({
  portalId,
  fund,
}: {
  portalId: string;
  fund: Pick<FundSummary, 'id' | 'name' | 'favourite'>;
}) {
  const { t } = useTranslation();
  const mutation = useFundFavourite(portalId);
  const label = t(fund.favourite ? 'explorer.removeFavourite' : 'explorer.addFavourite', { name: fund.name });
  return (
    <WritableAction title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={fund.favourite}
        onClick={(event) => {
          event.stopPropagation();
          mutation.mutate({ fundId: fund.id, favourite: !fund.favourite });
        }}
        sx={{ color: fund.favourite ? 'warning.main' : 'text.secondary' }}
      >
        {fund.favourite ? <Star /> : <StarBorder />}
      </IconButton>
    </WritableAction>
  );
}

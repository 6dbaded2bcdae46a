import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import {
  BOTTOM_NAV_MIN_HEIGHT_PX,
  NAV_DRAWER_ALWAYS_OPEN_FROM_PX,
  NAV_DRAWER_COLLAPSED_PX,
  NAV_DRAWER_EXPANDED_PX,
} from '@portal/domain';
import type { ReactNode } from 'react';

interface SignedInFrameProps {
  /** The top bar (fixed, so it takes no room in the flow). */
  topBar: ReactNode;
  /** Whether the navigation is shown: a drawer beside the content from `md`, else a bottom bar. */
  hasNav: boolean;
  /** The drawer or the bottom bar (both fixed); the frame keeps their room free by CSS alone. */
  navigation?: ReactNode;
  /** The main element's attributes (the app's has the skip link's target; the prerendered one none). */
  mainProps?: { id?: string; tabIndex?: number };
  /** Above the screen: the preview banner. */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every signed-in screen: the top bar, the navigation and the main content beside it.
 * Its room for the navigation follows media queries rather than JavaScript, so the same markup is
 * right before any script has run: the build prerenders it (web vite/prerender-signed-in.tsx) and
 * the server sends it as the page's first paint, which the app's own frame then covers at the same
 * size and place (decision 116).
 */
export function SignedInFrame({
  topBar,
  hasNav,
  navigation,
  mainProps,
  banner,
  children,
}: SignedInFrameProps) {
  return (
    <>
      {topBar}
      {hasNav && navigation}
      <Box
        component="main"
        {...mainProps}
        sx={(theme) => ({
          ml: 0,
          px: { xs: 2, sm: 3, lg: 4 },
          pb: hasNav ? `${BOTTOM_NAV_MIN_HEIGHT_PX + 24}px` : 4,
          minHeight: '100vh',
          outline: 'none',
          ...(hasNav && {
            [theme.breakpoints.up('md')]: { ml: `${NAV_DRAWER_COLLAPSED_PX}px`, pb: 4 },
            [`@media (min-width:${NAV_DRAWER_ALWAYS_OPEN_FROM_PX}px)`]: { ml: `${NAV_DRAWER_EXPANDED_PX}px` },
          }),
        })}
      >
        <Toolbar />
        {banner}
        <Box sx={{ pt: 3 }}>{children}</Box>
      </Box>
    </>
  );
}

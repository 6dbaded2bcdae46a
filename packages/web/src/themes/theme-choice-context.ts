import type { ThemeId } from '@portal/domain';
import { createContext, useContext } from 'react';

/** Sets the app's theme; the route-aware hook inside the router calls it (the provider sits outside). */
export const ThemeChoiceContext = createContext<(themeId: ThemeId) => void>(() => {});

export const useSetThemeChoice = () => useContext(ThemeChoiceContext);

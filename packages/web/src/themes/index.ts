export { themeFor } from './theme-for';
export { themeDefinitions, DEFAULT_THEME_ID } from './theme-definitions';
export { PortalThemeProvider } from './portal-theme-provider';

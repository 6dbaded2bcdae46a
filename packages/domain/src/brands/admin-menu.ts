import {
  ADMIN_TOOLS,
  type AdminCollection,
  type AdminMenuGroup,
  type AdminTool,
  type RouteName,
} from './types';

/** i18n keys of the admin menu group titles (§2 Admin area). */
export const ADMIN_MENU_KEYS = {
  accounts: 'admin.menu.accounts',
  content: 'admin.menu.content',
  portals: 'admin.menu.portals',
  system: 'admin.menu.system',
} as const;

/** The route of each tool screen (its link in the menu is that route's path). */
export const ADMIN_TOOL_ROUTES: Record<AdminTool, RouteName> = {
  jobs: 'admin-jobs',
  'market-data': 'admin-market-data',
};

/** The System group every brand's menu ends with: the tool screens (jobs). */
function systemGroup(): AdminMenuGroup {
  return { name: ADMIN_MENU_KEYS.system, collections: [], tools: [...ADMIN_TOOLS] };
}

const ACCOUNTS: readonly AdminCollection[] = ['users', 'organisations', 'groups'];
const CONTENT: readonly AdminCollection[] = ['riskProfiles', 'commentary', 'forms', 'processes'];
const PORTALS: readonly AdminCollection[] = [
  'accounts',
  'portals',
  'subscriptions',
  'models',
  'data-processes',
  'data-processes-steps',
];
/** Partners' additions: pages, posts, team (people) and media libraries, all content (§2). */
const PUBLIC_SITE_CONTENT: readonly AdminCollection[] = ['pages', 'posts', 'people', 'libraries'];

/** The default menu: Accounts, Content, Portals (§2). `extraContent` is appended to Content. */
export function defaultAdminMenu(extraContent: readonly AdminCollection[] = []): AdminMenuGroup[] {
  return [
    { name: ADMIN_MENU_KEYS.accounts, collections: [...ACCOUNTS] },
    { name: ADMIN_MENU_KEYS.content, collections: [...CONTENT, ...extraContent] },
    { name: ADMIN_MENU_KEYS.portals, collections: [...PORTALS] },
    systemGroup(),
  ];
}

/** The default menu with the public-site content collections (partners, demo). */
export function publicSiteAdminMenu(): AdminMenuGroup[] {
  return defaultAdminMenu(PUBLIC_SITE_CONTENT);
}

/** The Greek menu: Accounts (users, organisations, groups) and Portals (forms, models, accounts, portals). */
export function greekAdminMenu(): AdminMenuGroup[] {
  return [
    { name: ADMIN_MENU_KEYS.accounts, collections: [...ACCOUNTS] },
    { name: ADMIN_MENU_KEYS.portals, collections: ['forms', 'models', 'accounts', 'portals'] },
    systemGroup(),
  ];
}

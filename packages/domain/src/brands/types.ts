/**
 * The shape of a brand configuration (spec §1, §2, §9). Each of the five brands is one value of
 * this type; the server and the web read it instead of branching on a brand's name.
 */
export const BRAND_IDS = ['asset-manager', 'partners', 'greek', 'icelandic', 'demo'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const LOCALES = ['en', 'el', 'is'] as const;
export type Locale = (typeof LOCALES)[number];

/** Themes every brand may offer (§3 Portal themes), plus one theme per brand (`brand:<id>`). */
export const BASE_THEMES = ['classic', 'contrast', 'corporate', 'dark', 'light', 'main', 'tech'] as const;
export type BaseThemeId = (typeof BASE_THEMES)[number];
export type ThemeId = BaseThemeId | `brand:${BrandId}` | `brand:${BrandId}:professional`;

export const ROLES = ['admin', 'advisor', 'investor'] as const;
export type Role = (typeof ROLES)[number];
/** Who may see a navigation item (§2): one role, or everyone signed in. */
export type VisibleFor = Role | 'all';

/** §2 navigation switches. */
export const NAV_SWITCHES = [
  'clients',
  'detailedClient',
  'portfolios',
  'explorer',
  'news',
  'library',
  'messages',
  'investmentAdvice',
  'processes',
  'analytics',
] as const;
export type NavSwitch = (typeof NAV_SWITCHES)[number];

/** Names of the routes a brand may serve (§2 Routes, Variants, Other route names). */
export const ROUTE_NAMES = [
  'login',
  'signup',
  'password-reset',
  'portals',
  'dashboard-portal',
  'dashboard-portal-account',
  'dashboard-portal-account-export',
  'dashboard-portal-account-report',
  'dashboard-portal-portfolio',
  'dashboard-portal-portfolio-funds-fund',
  'dashboard-portal-messages',
  'dashboard-portal-library',
  'dashboard-portal-analytics',
  'dashboard-portal-investment-advice',
  'dashboard-portal-kyc',
  'dashboard-portal-processes-process',
  'dashboard-portal-explorer',
  'dashboard-portal-news',
  'dashboard-portal-strategy',
  'dashboard-404',
  'data-designer',
  'edit_profile',
  'edit_portal',
  'edit_holdings',
  'edit_transactions',
  'profile-me',
  'profile-organisation',
  'admin-collection',
  'admin-drilldown',
  'admin-jobs',
  'forms-designer',
  'designer',
  'admin-market-data',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

/** A route: its name and its path pattern with `:param` segments (React Router syntax). */
export interface RouteDef {
  name: RouteName;
  path: string;
  /** Only professionals (advisors and admins) may open it; others go to /portals (§2). */
  professionalOnly?: boolean;
  /** Only admins; others go to /?action=login (§2). */
  adminOnly?: boolean;
}

export interface SubNavItem {
  /** i18n key of the label. */
  name: string;
  link: string;
  order: number;
}

export interface NavItem {
  /** i18n key of the label. */
  name: string;
  /** Path pattern, `:portal` is replaced by the current portal id. */
  link: string;
  /** A Material icon name (the web maps names to components). */
  icon: string;
  visibleFor: VisibleFor[];
  order: number;
  /** The switch that turns this item on or off. */
  switch: NavSwitch;
  subnavigation?: SubNavItem[];
}

export type AdminCollection =
  | 'users'
  | 'organisations'
  | 'groups'
  | 'riskProfiles'
  | 'commentary'
  | 'forms'
  | 'processes'
  | 'accounts'
  | 'portals'
  | 'subscriptions'
  | 'models'
  | 'data-processes'
  | 'data-processes-steps'
  | 'pages'
  | 'posts'
  | 'people'
  | 'libraries';

/**
 * Admin screens that are not collections (a screen of their own each, at `/admin/<tool>`): the
 * background jobs (issue 13). Each has a route name in ADMIN_TOOL_ROUTES.
 */
export const ADMIN_TOOLS = ['jobs', 'market-data'] as const;
export type AdminTool = (typeof ADMIN_TOOLS)[number];

export interface AdminMenuGroup {
  /** i18n key of the group title: Accounts, Content, Portals, System. */
  name: string;
  collections: AdminCollection[];
  /** Tool screens listed after the collections; label key `admin.tools.<tool>`. */
  tools?: AdminTool[];
}

export type DataProviderMode = 'database' | 'static' | 'api';
export type CurrencyCode = 'GBP' | 'ISK' | 'EUR' | 'USD';

export interface SignInOptions {
  emailPassword: boolean;
  google: boolean;
  microsoft: boolean;
  linkedin: boolean;
  /** National e-ID through OpenID Connect for users who are neither professional nor password users. */
  nationalEid: boolean;
  /** One-time PIN by phone (SMS) and by email. */
  pinBySms: boolean;
  pinByEmail: boolean;
}

export interface BrandLimits {
  accounts: number;
  advisors: number;
  /** Maximum portals per company; 1 in partners and greek (§9). `null` = unlimited. */
  maxPortals: number | null;
}

export interface BrandConfig {
  id: BrandId;
  /** Product name shown in the title bar and e-mails. */
  displayName: string;
  routes: RouteDef[];
  navSwitches: Record<NavSwitch, boolean>;
  navigation: NavItem[];
  themes: ThemeId[];
  defaultTheme: ThemeId;
  defaultLocale: Locale;
  locales: Locale[];
  /** Session duration in ms (§9). */
  sessionDurationMs: number;
  /** Automatic logout after this many ms without activity (§9). */
  inactivityLogoutMs: number;
  limits: BrandLimits;
  dataProvider: DataProviderMode;
  defaultCurrency: CurrencyCode;
  signIn: SignInOptions;
  adminMenu: AdminMenuGroup[];
  /** Public marketing site with pages, cookie notice and footer (§1: one configuration). */
  publicSite: boolean;
  /** Analytics is a professional view that only some themes allow (§6). */
  analyticsThemes: ThemeId[];
}

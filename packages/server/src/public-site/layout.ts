import { translateMessage, type Locale, type MaybeViewer, type MessageKey } from '@portal/domain';
import { html, type Html } from './html';
import { SITE_SCRIPT, SITE_STYLES } from './site-assets';

/** What every public page's frame needs: who is looking, in which language, and the site map. */
export interface SiteFrame {
  locale: Locale;
  siteName: string;
  /** The deployment's address (PUBLIC_URL), for canonical and social links. */
  publicUrl: string;
  /** §2: visible published pages sorted by order (secure ones left out for guests). */
  siteMap: { name: string; path: string }[];
  currentPath: string;
  viewer: MaybeViewer;
  /** The notice is not rendered once cookiesAccepted is set. */
  cookiesAccepted: boolean;
  /** §2 `?print`: the print style (header, footer and notice left out). */
  print: boolean;
  /** §2 channel switcher: the portal's channels and the visitor's (cookie), null for all. */
  channels: string[];
  channel: string | null;
  /** The social image of a page that has none: the portal's logo. */
  fallbackImage: string | null;
}

export interface PageHead {
  title: string;
  /** §3 SEO description (max 150). */
  description: string | null;
  canonicalPath: string;
  image: string | null;
}

/** A page's head: its SEO description cut to §3's 150 characters. */
export function headOf(
  title: string,
  description: string | null,
  canonicalPath: string,
  image: string | null,
): PageHead {
  return { title, description: description ? description.slice(0, 150) : null, canonicalPath, image };
}

export const t = (
  frame: Pick<SiteFrame, 'locale'>,
  key: MessageKey,
  values?: Record<string, string | number>,
) => translateMessage(key, frame.locale, values);

const absolute = (frame: SiteFrame, path: string) =>
  /^https:\/\//.test(path) ? path : `${frame.publicUrl.replace(/\/$/, '')}${path}`;

/** §2 account menu: My profile, My organisation (admin profiles), Logout; Login and Sign up for guests. */
function accountMenu(frame: SiteFrame): Html {
  const viewer = frame.viewer;
  if (!viewer)
    return html`<ul class="account-links">
      <li><a href="/login">${t(frame, 'publicSite.login')}</a></li>
      <li><a class="signup" href="/signup">${t(frame, 'publicSite.signup')}</a></li>
    </ul>`;
  return html`<details class="menu account-menu">
    <summary>${t(frame, 'publicSite.account_menu')}</summary>
    <ul>
      <li><a href="/profile/me">${t(frame, 'publicSite.my_profile')}</a></li>
      ${viewer.role === 'admin' && html`<li><a href="/profile/organisation">${t(frame, 'publicSite.my_organisation')}</a></li>`}
      <li><a href="/?logout">${t(frame, 'publicSite.logout')}</a></li>
    </ul>
  </details>`;
}

/**
 * §2 channel switcher: links that set the channel cookie on the server (`?channel=NAME`, `?channel=`
 * to reset), so it works without JavaScript. Absent when the portal names no channel.
 */
function channelSwitcher(frame: SiteFrame): Html | false {
  if (frame.channels.length === 0) return false;
  const here = (value: string) => `${frame.currentPath}?channel=${encodeURIComponent(value)}`;
  return html`<details class="menu channel-menu">
    <summary>
      ${frame.channel ? t(frame, 'publicSite.channel_current', { name: frame.channel }) : t(frame, 'publicSite.channel')}
    </summary>
    <ul>
      ${frame.channels.map(
        (name) =>
          html`<li>
            <a href="${here(name)}" ${name === frame.channel ? html` aria-current="true"` : ''}>${name}</a>
          </li>`,
      )}
      <li><a class="reset-channel" href="${here('')}">${t(frame, 'publicSite.reset_channel')}</a></li>
    </ul>
  </details>`;
}

/** §2 public header: brand, site map, channel switcher, account. Shrinks past 150 px (site-assets). */
function header(frame: SiteFrame): Html {
  return html`<header class="site-header">
    <a class="brand" href="/">${frame.siteName}</a>
    <nav class="site-nav" aria-label="${t(frame, 'publicSite.site_map')}">
      <ul>
        ${frame.siteMap.map(
          (item) =>
            html`<li>
              <a href="${item.path}" ${item.path === frame.currentPath ? html` aria-current="page"` : ''}
                >${item.name}</a
              >
            </li>`,
        )}
      </ul>
    </nav>
    <div class="header-tools">${channelSwitcher(frame)} ${accountMenu(frame)}</div>
  </header>`;
}

function footer(frame: SiteFrame): Html {
  return html`<footer class="site-footer">
    <nav aria-label="${t(frame, 'publicSite.footer_links')}">
      <ul>
        ${frame.siteMap.map((item) => html`<li><a href="${item.path}">${item.name}</a></li>`)}
        <li><a href="/posts">${t(frame, 'publicSite.posts')}</a></li>
        <li><a href="/team">${t(frame, 'publicSite.team')}</a></li>
        <li><a href="/clients">${t(frame, 'publicSite.clients')}</a></li>
      </ul>
    </nav>
    <p>${t(frame, 'publicSite.copyright', { year: new Date().getUTCFullYear(), name: frame.siteName })}</p>
  </footer>`;
}

function cookieNotice(frame: SiteFrame): Html | false {
  if (frame.cookiesAccepted || frame.print) return false;
  return html`<div id="cookie-notice" role="region" aria-label="${t(frame, 'publicSite.cookie_notice')}">
    <span>${t(frame, 'publicSite.cookie_notice')}</span>
    <button type="button">${t(frame, 'publicSite.accept')}</button>
  </div>`;
}

/** A whole public page: head (title, description, canonical, Open Graph), header, main, footer, notice. */
export function documentHtml(frame: SiteFrame, head: PageHead, main: Html): string {
  const canonical = absolute(frame, head.canonicalPath);
  const image = head.image ?? frame.fallbackImage;
  const title = head.title === frame.siteName ? head.title : `${head.title} | ${frame.siteName}`;
  return `<!doctype html>\n${html`<html lang="${frame.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
${head.description && html`<meta name="description" content="${head.description}" />`}
<link rel="canonical" href="${canonical}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${frame.siteName}">
<meta property="og:title" content="${head.title}">
<meta property="og:url" content="${canonical}">
${head.description && html`<meta property="og:description" content="${head.description}" />`}
${image && html`<meta property="og:image" content="${absolute(frame, image)}" />`}
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${SITE_STYLES.path}">
<script src="${SITE_SCRIPT.path}" defer></script>
</head>
<body${frame.print ? html` class="print"` : ''}>
${!frame.print && header(frame)}
<main id="main">
${main}
</main>
${!frame.print && footer(frame)}
${cookieNotice(frame)}
</body>
</html>`}\n`;
}

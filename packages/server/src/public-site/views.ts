import {
  formatDateIn,
  formatLocale,
  formatMoneyIn,
  formatNumberIn,
  type PostTag,
  type PublishedClient,
  type PublishedPage,
  type PublishedPerson,
  type PublishedPost,
} from '@portal/domain';
import { html, trustedHtml, type Html } from './html';
import { t, type SiteFrame } from './layout';
import type { SiteFund, SiteResource } from './site-listings';

// The bodies of the public pages (inside <main>); layout.ts frames them.

/** A page's blocks: headings, paragraphs, lists (one item a line) and quotes, as text (never HTML). */
function blocks(page: PublishedPage): Html[] {
  return page.blocks.map((block) => {
    switch (block.type) {
      case 'heading':
        return html`<h2>${block.text}</h2>`;
      case 'quote':
        return html`<blockquote>${block.text}</blockquote>`;
      case 'list':
        return html`<ul>
          ${block.text
            .split('\n')
            .filter((line) => line.trim() !== '')
            .map((line) => html`<li>${line}</li>`)}
        </ul>`;
      default:
        return html`<p>${block.text}</p>`;
    }
  });
}

/** A date as the visitor's language writes it (the domain's formatter). */
const dateText = (frame: Pick<SiteFrame, 'locale'>, iso: string) =>
  formatDateIn(iso, formatLocale(frame.locale));

export const tagPath = (tag: PostTag) => `/posts/tag/${encodeURIComponent(tag)}`;

function tagList(tags: PostTag[]): Html | false {
  return (
    tags.length > 0 &&
    html`<ul class="tags">
      ${tags.map((tag) => html`<li><a href="${tagPath(tag)}">${tag}</a></li>`)}
    </ul>`
  );
}

export function postCards(frame: SiteFrame, posts: PublishedPost[]): Html {
  if (posts.length === 0) return html`<p>${t(frame, 'publicSite.no_posts')}</p>`;
  return html`<ul class="cards">
    ${posts.map(
      (post) =>
        html`<li>
          <h3><a href="${post.path}">${post.title}</a></h3>
          ${post.publishDate && html`<p><time datetime="${post.publishDate}">${dateText(frame, post.publishDate)}</time></p>`}
          ${post.summary && html`<p>${post.summary}</p>`} ${tagList(post.tags)}
        </li>`,
    )}
  </ul>`;
}

function testimonials(frame: SiteFrame, clients: PublishedClient[]): Html | false {
  const quoted = clients.filter((c) => c.testimonial);
  return (
    quoted.length > 0 &&
    html`<section>
      <h2>${t(frame, 'publicSite.clients')}</h2>
      ${quoted.map(
        (c) =>
          html`<blockquote>
            <p>${c.testimonial}</p>
            <footer>${c.contact ?? c.name}</footer>
          </blockquote>`,
      )}
    </section>`
  );
}

export interface PageExtras {
  posts?: PublishedPost[];
  clients?: PublishedClient[];
  resources?: SiteResource[];
  funds?: SiteFund[];
}

function linkOut(page: PublishedPage, fallback?: { href: string; label: string }): Html | false {
  const target = page.linkTarget && /^(\/|https:\/\/)/.test(page.linkTarget) ? page.linkTarget : null;
  if (target) return html`<p><a class="cta" href="${target}">${page.linkLabel ?? target}</a></p>`;
  return fallback ? html`<p><a class="cta" href="${fallback.href}">${fallback.label}</a></p>` : false;
}

function postsSection(frame: SiteFrame, posts: PublishedPost[]): Html | false {
  return (
    posts.length > 0 &&
    html`<section class="posts">
      <h2>${t(frame, 'publicSite.posts')}</h2>
      ${postCards(frame, posts)}
    </section>`
  );
}

function resourceList(frame: SiteFrame, resources: SiteResource[]): Html {
  if (resources.length === 0) return html`<p>${t(frame, 'publicSite.no_resources')}</p>`;
  return html`<ul class="resources">
    ${resources.map(
      (r) =>
        html`<li>
          ${r.thumbnail && html`<img src="${r.thumbnail}" alt="" width="64" height="64" />`}
          <div>
            <h3>${r.url ? html`<a href="${r.url}">${r.name}</a>` : r.name}</h3>
            <p>
              ${r.type}${r.type && r.updatedAt && ' · '}${r.updatedAt && t(frame, 'publicSite.updated_on', { date: dateText(frame, r.updatedAt) })}
            </p>
          </div>
        </li>`,
    )}
  </ul>`;
}

function fundTable(frame: SiteFrame, funds: SiteFund[]): Html {
  if (funds.length === 0) return html`<p>${t(frame, 'publicSite.no_funds')}</p>`;
  const locale = formatLocale(frame.locale);
  return html`<div class="table-wrap">
    <table class="funds">
      <thead>
        <tr>
          <th scope="col">${t(frame, 'publicSite.fund_name')}</th>
          <th scope="col">${t(frame, 'publicSite.fund_isin')}</th>
          <th scope="col" class="num">${t(frame, 'publicSite.fund_price')}</th>
          <th scope="col">${t(frame, 'publicSite.fund_price_date')}</th>
          <th scope="col" class="num">${t(frame, 'publicSite.fund_change_1y')}</th>
        </tr>
      </thead>
      <tbody>
        ${funds.map(
          (f) =>
            html`<tr>
              <th scope="row">${f.name}</th>
              <td>${f.isin}</td>
              <td class="num">
                ${f.price === null ? '—' : formatMoneyIn(f.price, f.currency, locale, { decimals: 2 })}
              </td>
              <td>${f.priceDate ? dateText(frame, f.priceDate) : '—'}</td>
              <td class="num">
                ${f.change1y === null ? '—' : `${formatNumberIn(f.change1y, locale, { minDecimals: 2, maxDecimals: 2, plusSign: true })}%`}
              </td>
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

/** What a page type adds below the page's own text (§3 page types). */
function typeSection(frame: SiteFrame, page: PublishedPage, extras: PageExtras): Html | false {
  const posts = extras.posts ?? [];
  switch (page.type) {
    case 'Landing':
      return html`${postsSection(frame, posts.slice(0, 3))} ${testimonials(frame, extras.clients ?? [])}`;
    case 'Blog':
      return html`<section class="posts">${postCards(frame, posts)}</section>`;
    case 'Resources':
      return html`<section>${resourceList(frame, extras.resources ?? [])}</section>`;
    case 'Funds':
      return html`<section>${fundTable(frame, extras.funds ?? [])}</section>`;
    case 'Account':
      return frame.viewer
        ? html`<section class="account-box">
            <p>${t(frame, 'publicSite.account_signed_in')}</p>
            <p><a class="cta" href="/portals">${t(frame, 'publicSite.account_open')}</a></p>
          </section>`
        : html`<section class="account-box">
            <p>${t(frame, 'publicSite.account_signed_out')}</p>
            <p>
              <a class="cta" href="/login?redirect=${encodeURIComponent(page.path)}"
                >${t(frame, 'publicSite.login')}</a
              >
              <a href="/signup">${t(frame, 'publicSite.signup')}</a>
            </p>
          </section>`;
    default:
      return false;
  }
}

/**
 * One published page in its type's layout (§3: Landing, Blog, Resources, Funds, Account, Report,
 * Form), all in the one shell of layout.ts. Every type shows the title, summary and body; a Landing
 * page opens with a hero and adds the latest posts and testimonials, a Blog page lists the posts,
 * Resources the published media, Funds the fund universe, Account the way into the portal, a Report
 * its date and a print link, a Form its call to action (the page's link, else /contact).
 */
export function pageBody(frame: SiteFrame, page: PublishedPage, extras: PageExtras = {}): Html {
  const type = page.type ?? 'Landing';
  const summary = page.summary && html`<p class="summary">${page.summary}</p>`;
  const heading =
    type === 'Landing'
      ? html`<div class="hero">
          <h1>${page.title}</h1>
          ${summary} ${linkOut(page)}
        </div>`
      : type === 'Report'
        ? html`<h1>${page.title}</h1>
            ${page.publishedAt && html`<p class="meta">${t(frame, 'publicSite.published_on', { date: dateText(frame, page.publishedAt) })} · <a href="${page.path}?print">${t(frame, 'publicSite.report_print')}</a></p>`}
            ${summary}`
        : html`<h1>${page.title}</h1>
            ${summary}`;
  const tail =
    type === 'Form'
      ? linkOut(page, { href: '/contact', label: t(frame, 'publicSite.form_cta') })
      : type === 'Landing' || type === 'Report'
        ? false
        : linkOut(page);
  return html`<article class="page page-${type.toLowerCase()}" data-layout="${type}">
      ${heading} ${blocks(page)} ${tail}
    </article>
    ${typeSection(frame, page, extras)}`;
}

/** A post with its key points, sanitised body, tags and author. */
export function postBody(frame: SiteFrame, post: PublishedPost): Html {
  return html`<article class="post">
    <h1>${post.name}</h1>
    ${post.publishDate && html`<p><time datetime="${post.publishDate}">${dateText(frame, post.publishDate)}</time>${post.author && html` · ${t(frame, 'publicSite.by_author', { name: post.author.name })}`}</p>`}
    ${tagList(post.tags)} ${post.summary && html`<p class="summary">${post.summary}</p>`}
    ${
      post.keypoints.length > 0 &&
      html`<ul>
        ${post.keypoints.map((k) => html`<li>${k}</li>`)}
      </ul>`
    }
    ${trustedHtml(post.html)}
  </article>`;
}

export function postListBody(
  frame: SiteFrame,
  title: string,
  posts: PublishedPost[],
  pager: { page: number; pages: number; base: string },
): Html {
  return html`<h1>${title}</h1>
    ${postCards(frame, posts)}
    ${pager.pages > 1 && html`<nav class="pager">${pager.page > 1 && html`<a rel="prev" href="${pager.base}?page=${pager.page - 1}">←</a>`}<span>${pager.page} / ${pager.pages}</span>${pager.page < pager.pages && html`<a rel="next" href="${pager.base}?page=${pager.page + 1}">→</a>`}</nav>`}`;
}

export function teamBody(frame: SiteFrame, people: PublishedPerson[]): Html {
  return html`<h1>${t(frame, 'publicSite.team')}</h1>
    <ul class="cards">
      ${people.map(
        (person) =>
          html`<li>
            ${person.photo && html`<img src="${person.photo}" alt="" width="96" height="96" />`}
            <h2>${person.name}</h2>
            ${person.title && html`<p>${person.title}${person.location && html` · ${person.location}`}</p>`}
            ${trustedHtml(person.bio)}
            ${person.linkedin && html`<p><a href="${person.linkedin}" rel="noopener noreferrer">LinkedIn</a></p>`}
          </li>`,
      )}
    </ul>`;
}

export function clientsBody(frame: SiteFrame, clients: PublishedClient[]): Html {
  return html`<h1>${t(frame, 'publicSite.clients')}</h1>
    <ul class="cards">
      ${clients.map(
        (client) =>
          html`<li>
            ${client.logo ? html`<img src="${client.logo}" alt="${client.name}" height="48" />` : html`<h2>${client.name}</h2>`}
            ${
              client.testimonial &&
              html`<blockquote>
                <p>${client.testimonial}</p>
                ${client.contact && html`<footer>${client.contact}</footer>`}
              </blockquote>`
            }
          </li>`,
      )}
    </ul>`;
}

/** §2 error page: 'Page not found.' for 404, otherwise 'An error occurred' … 'Please try again later.' */
export function errorBody(frame: SiteFrame, status: number): Html {
  return status === 404
    ? html`<h1>${t(frame, 'errors.not_found')}</h1>
        <p><a href="/">${t(frame, 'publicSite.back_home')}</a></p>`
    : html`<h1>${t(frame, 'publicSite.error_title')}</h1>
        <p>${t(frame, 'publicSite.error_text')}</p>
        <p>${t(frame, 'publicSite.try_later')}</p>`;
}

/** A protected or secure page asked for while signed out: a prompt with the way back after sign-in. */
export function signInBody(frame: SiteFrame, path: string): Html {
  return html`<h1>${t(frame, 'publicSite.sign_in_title')}</h1>
    <p>${t(frame, 'publicSite.sign_in_text')}</p>
    <p><a href="/login?redirect=${encodeURIComponent(path)}">${t(frame, 'publicSite.login')}</a></p>`;
}

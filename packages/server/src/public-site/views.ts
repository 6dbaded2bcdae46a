import type { PostTag, PublishedClient, PublishedPage, PublishedPerson, PublishedPost } from '@portal/domain';
import { html, trustedHtml, type Html } from './html';
import { t, type SiteFrame } from './layout';

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
          ${post.publishDate && html`<p><time datetime="${post.publishDate}">${post.publishDate}</time></p>`}
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
}

/**
 * One published page by its type's layout: every type shows title, summary and body; a Landing
 * page adds the latest posts and testimonials, a Blog page the posts.
 */
export function pageBody(frame: SiteFrame, page: PublishedPage, extras: PageExtras = {}): Html {
  const posts = extras.posts ?? [];
  return html`<article class="page page-${(page.type ?? 'Landing').toLowerCase()}">
      <h1>${page.title}</h1>
      ${page.summary && html`<p class="summary">${page.summary}</p>`} ${blocks(page)}
      ${page.linkTarget && /^(\/|https:\/\/)/.test(page.linkTarget) && html`<p><a href="${page.linkTarget}">${page.linkLabel ?? page.linkTarget}</a></p>`}
    </article>
    ${
      (page.type === 'Landing' || page.type === 'Blog') &&
      posts.length > 0 &&
      html`<section>
        <h2>${t(frame, 'publicSite.posts')}</h2>
        ${postCards(frame, page.type === 'Landing' ? posts.slice(0, 3) : posts)}
      </section>`
    }
    ${page.type === 'Landing' && testimonials(frame, extras.clients ?? [])}`;
}

/** A post with its key points, sanitised body, tags and author. */
export function postBody(frame: SiteFrame, post: PublishedPost): Html {
  return html`<article class="post">
    <h1>${post.name}</h1>
    ${post.publishDate && html`<p><time datetime="${post.publishDate}">${post.publishDate}</time>${post.author && html` · ${t(frame, 'publicSite.by_author', { name: post.author.name })}`}</p>`}
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

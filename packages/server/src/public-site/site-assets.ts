import { createHash } from 'node:crypto';
import { COOKIE_NOTICE_TIMEOUT_MS, HEADER_SHRINK_SCROLL_PX } from '@portal/domain';

/** §9: cookiesAccepted lives one month (30 days, in seconds for max-age). */
export const COOKIE_MONTH_S = 30 * 24 * 60 * 60;
export const COOKIES_ACCEPTED = 'cookiesAccepted';

/**
 * The public site's only script, run by the visitor's browser (not the server), served as a file
 * (the Content-Security-Policy admits no inline script): Accept on the cookie notice sets cookiesAccepted for a month and hides it; the notice
 * also goes after §9's timeout; the header gets `shrunk` past 150 px of scroll (§2). Nothing here
 * needs consent, so nothing waits for it.
 */
const SCRIPT = `(function(){
var n=document.getElementById('cookie-notice');
if(n){var b=n.querySelector('button');
b&&b.addEventListener('click',function(){document.cookie='${COOKIES_ACCEPTED}=true; max-age=${COOKIE_MONTH_S}; path=/; samesite=lax';n.hidden=true;});
setTimeout(function(){n.hidden=true;},${COOKIE_NOTICE_TIMEOUT_MS});}
var h=document.querySelector('.site-header');
if(h){var f=function(){h.classList.toggle('shrunk',window.scrollY>${HEADER_SHRINK_SCROLL_PX});};addEventListener('scroll',f,{passive:true});f();}
})();
`;

const CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2430;background:#fff;line-height:1.55}
a{color:#0b5cad}
.site-header{position:sticky;top:0;z-index:2;background:#0f2a44;color:#fff;padding:20px 24px;display:flex;flex-wrap:wrap;gap:12px 24px;align-items:center;transition:padding .2s}
.site-header.shrunk{padding:8px 24px}
.site-header a{color:#fff;text-decoration:none}
.brand{font-weight:700;font-size:1.2rem;margin-right:auto}
.site-header.shrunk .brand{font-size:1rem}
.site-nav ul,.account-links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 18px}
.site-nav a[aria-current=page]{text-decoration:underline}
.header-tools{display:flex;gap:12px;align-items:center}
.account-links a.signup{background:#fff;color:#0f2a44;padding:4px 12px;border-radius:4px}
.menu{position:relative}
.menu summary{cursor:pointer;list-style:none;padding:4px 10px;border:1px solid rgba(255,255,255,.5);border-radius:4px}
.menu summary::-webkit-details-marker{display:none}
.menu summary::after{content:" \\25BE"}
.menu ul{position:absolute;right:0;top:calc(100% + 6px);min-width:200px;list-style:none;margin:0;padding:6px 0;background:#fff;border-radius:6px;box-shadow:0 6px 20px rgba(0,0,0,.2)}
.site-header .menu ul a{display:block;padding:6px 14px;color:#1c2430}
.menu ul a[aria-current]{font-weight:700}
.menu ul a.reset-channel{border-top:1px solid #d6dde5}
@media (max-width:959.98px){.menu ul{left:0;right:auto}.hero{padding:24px 16px}.hero h1{font-size:1.8rem}.site-header{padding:12px 16px}.site-header.shrunk{padding:6px 16px}.site-nav{order:3;width:100%;overflow-x:auto}.site-nav ul{flex-wrap:nowrap}.site-nav li{white-space:nowrap}}
main{max-width:960px;margin:0 auto;padding:32px 24px 64px}
h1{font-size:2rem;line-height:1.2;margin:0 0 12px}
.summary{font-size:1.15rem;color:#3c4a5a}
.cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:20px;padding:0;list-style:none}
.cards>li{border:1px solid #d6dde5;border-radius:8px;padding:16px}
.tags{display:flex;gap:8px;flex-wrap:wrap;padding:0;list-style:none}
.tags a{font-size:.85rem;border:1px solid #0b5cad;border-radius:12px;padding:1px 10px;text-decoration:none}
blockquote{border-left:4px solid #d6dde5;margin:16px 0;padding:4px 16px;color:#3c4a5a}
.hero{background:#eef3f8;border-radius:12px;padding:32px 24px;margin-bottom:24px}
.hero h1{font-size:2.4rem}
a.cta{display:inline-block;background:#0b5cad;color:#fff;padding:8px 18px;border-radius:6px;text-decoration:none;margin-right:12px}
.meta{color:#3c4a5a;font-size:.9rem}
.resources{list-style:none;padding:0;display:grid;gap:12px}
.resources>li{display:flex;gap:12px;align-items:center;border:1px solid #d6dde5;border-radius:8px;padding:12px}
.resources h3{margin:0;font-size:1.05rem}.resources p{margin:0;color:#3c4a5a;font-size:.9rem}
.table-wrap{overflow-x:auto}
table.funds{border-collapse:collapse;width:100%;font-size:.95rem}
table.funds th,table.funds td{text-align:left;padding:8px 10px;border-bottom:1px solid #d6dde5}
table.funds .num{text-align:right;font-variant-numeric:tabular-nums}
.account-box{border:1px solid #d6dde5;border-radius:8px;padding:16px 20px;background:#f8fafc}
.page-report{font-family:Georgia,"Times New Roman",serif}
.pager{display:flex;gap:16px;margin-top:24px}
.contact-form{max-width:560px}
.contact-form .fieldset{border:0;padding:0;margin:0 0 8px}
.contact-form .field{display:flex;flex-direction:column;gap:4px;margin-bottom:16px}
.contact-form .field-check{flex-direction:row;flex-wrap:wrap;align-items:flex-start;gap:8px}
.contact-form .field-check label{flex:1}
.contact-form input[type=text],.contact-form input[type=email],.contact-form input[type=tel],.contact-form input[type=number],.contact-form input[type=date],.contact-form select,.contact-form textarea{font:inherit;width:100%;padding:8px 10px;border:1px solid #8a97a6;border-radius:6px;background:#fff;color:inherit}
.contact-form textarea{min-height:8rem;resize:vertical}
.contact-form input[type=checkbox]{width:20px;height:20px;margin:2px 0 0}
.contact-form [aria-invalid=true]{border-color:#b3261e}
.field-error,.form-errors{color:#b3261e;font-size:.9rem;margin:0}
.field-check .field-error{flex-basis:100%}
.form-hint{color:#3c4a5a;font-size:.9rem}
.contact-form button[type=submit]{font:inherit;background:#0b5cad;color:#fff;border:0;padding:10px 22px;border-radius:6px;cursor:pointer}
.site-footer{background:#f3f5f8;padding:24px;font-size:.9rem}
.site-footer ul{list-style:none;padding:0;display:flex;gap:16px;flex-wrap:wrap}
.print main{max-width:none}
#cookie-notice{position:fixed;left:16px;right:16px;bottom:16px;max-width:560px;margin:0 auto;background:#1c2430;color:#fff;padding:12px 16px;border-radius:8px;display:flex;gap:16px;align-items:center;justify-content:space-between;z-index:3}
#cookie-notice[hidden]{display:none}
#cookie-notice button{font:inherit;background:#fff;color:#1c2430;border:0;border-radius:4px;padding:6px 14px;cursor:pointer}
@media print{.site-header,.site-footer,#cookie-notice{display:none}}
`;

export interface SiteAsset {
  path: string;
  type: string;
  body: string;
}

/** Content-hashed names, so a new text is a new address and each can be cached for good. */
function asset(name: string, ext: string, type: string, body: string): SiteAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { path: `/site-assets/${name}.${hash}.${ext}`, type, body };
}

export const SITE_SCRIPT = asset('site', 'js', 'text/javascript; charset=utf-8', SCRIPT);
export const SITE_STYLES = asset('site', 'css', 'text/css; charset=utf-8', CSS);

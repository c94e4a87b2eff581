// index.html's one inline script (issue 17 step 13; issue 19): the theme's boot script (./theme.ts), then the loader
// of the widget's scripts. The built page names its entry and the first route's chunks in <meta> tags, which fetch
// nothing (vite.config.ts, plugin `load-scripts-after-first-paint`); the loader turns them into the module script and
// its `modulepreload` links once the browser has painted the page's first frame, so nothing but the HTML and its
// style sheet stands before that paint (the page paints the amount from its HTML, step 12). Its text is fixed, so the
// page policy allows it by its hash (server/http/securityHeaders.ts). Without those tags (`npm run dev`, whose page
// keeps its own module script) the loader does nothing.
import { themeBootScript } from "./theme.ts"

/** The <meta> naming the entry module, which the loader runs as `<script type="module">`. */
export const entryMeta = "widget-entry"
/** The <meta> tags naming the modules the entry and the first route import, which the loader preloads with it. */
export const moduleMeta = "widget-module"

/** How long the loader waits for the first paint at most, in ms: a page the browser does not paint (a frame out of
 * view) loads its scripts all the same; a hidden page (a background tab) loads them at once. */
export const loaderFallbackMillis = 3000

/** Loads the named modules once the browser reports the page's first contentful paint (Paint Timing, reported once the
 * frame is on the screen; where it is missing, two animation frames on). The entry goes first, then the preloads, as
 * the build wrote them: over HTTP/1.1's six connections a host, an entry asked for last waited behind twenty small
 * preloads (3.0 s to load it under DevTools' slow-4G throttling, against 1.3 s from the head). */
export const moduleLoaderScript =
  "(function(){var d=document,s=0,P=window.PerformanceObserver;function go(){if(s)return;s=1;var h=d.head," +
  `m=d.querySelectorAll('meta[name=${moduleMeta}]'),e=d.querySelector('meta[name=${entryMeta}]'),i,l;` +
  "if(e){l=d.createElement('script');l.type='module';l.crossOrigin='';l.src=e.content;h.appendChild(l)}" +
  "for(i=0;i<m.length;i++){l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';" +
  "l.href=m[i].content;h.appendChild(l)}}" +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){" +
  "if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})" +
  ".observe({type:'paint',buffered:true});" +
  "else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});" +
  `if(d.visibilityState==='hidden')go();setTimeout(go,${loaderFallbackMillis})})()`

/** The page's one inline script, first in its head: the theme, then the loader. */
export const pageBootScript = `${themeBootScript};${moduleLoaderScript}`

/**
 * The page's note of its entry module and of the modules the entry imports (`<meta name="app-entry"
 * content="/assets/index-….js" data-preload="/assets/….js …">`), read by the boot script.
 */
export const entryMetaName = 'app-entry';

/**
 * Milliseconds after the document is parsed when the entry is asked for even if the shell's paint was never reported
 * (a tab opened in the background, a prerendered page: neither draws until it is shown).
 */
export const entryBootFallbackMs = 1000;

/**
 * ES5 text of `function shown(f)`, which calls `f` once the page's first contentful paint is on screen: the browser
 * reports that paint (Paint Timing, `first-contentful-paint`) once its frame has been presented, which on a busy
 * machine is tens of milliseconds after the main thread drew it. Without Paint Timing, a frame and the task after it
 * (the frame drawn). Used by the entry boot script below and by the route preload (scripts/vite-route-preload.ts).
 */
export const shownFunction =
  'function shown(f){var P=typeof PerformanceObserver=="function"?PerformanceObserver:0;' +
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){' +
  'var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].name==="first-contentful-paint"){o.disconnect();f();return}});' +
  'o.observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(f,0)})}';

/**
 * The second inline script of the built index.html (scripts/vite-entry-after-paint.ts, issue 16): it asks for the app's
 * entry module once the page shell is on screen, instead of the parser asking for it from the head. A module that
 * has arrived by the end of the parse (from the lite app's cache on a return visit; on a fast connection) runs before
 * the browser's first frame, and the bundle's evaluation and first render then hold back the shell that was written
 * to show without them; asked for after the shell's first contentful paint, the shell is on screen first, always. On a
 * slow connection the bundle starts a frame later. It waits for the parse (the entry note is read then) and for the
 * first contentful paint to be presented (`shownFunction`); `entryBootFallbackMs` after the parse at most. The entry's
 * own imports are asked for with it (module preloads), not one round trip after it. Without the note (the
 * development server loads its module itself) it does nothing.
 */
export const entryBootScript =
  '(function(){var d=document,done=0;function go(){if(done)return;done=1;var m=d.querySelector(\'meta[name="' +
  entryMetaName +
  '"]\');if(!m)return;var p=(m.getAttribute("data-preload")||"").split(" ");for(var i=0;i<p.length;i++)if(p[i]){var l=d.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=p[i];d.head.appendChild(l)}' +
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=m.content;d.head.appendChild(s)}' +
  shownFunction +
  'function parsed(){shown(go);setTimeout(go,' +
  String(entryBootFallbackMs) +
  ')}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",parsed):parsed()})()';

/**
 * The Content-Security-Policy source that allows exactly that script (the web app's meta policy, the server's header,
 * the desktop's policy). entry-boot.test.ts checks it is the script's SHA-256.
 */
export const entryBootScriptHash = "'sha256-jgA4RmqVJCa8S8jPOy4amV/p2dCbnUS5mAeZ8etUQ9A='";

import { createHash } from 'node:crypto';

/**
 * A prerendered page reads well from its HTML alone, so its scripts wait until it has painted:
 * the first paint never shares the phone's bandwidth or main thread with the app's code, and
 * the app still arrives a frame later to make the page interactive. This inline script starts
 * them (the scripts and preloads listed in the #after-paint data block). Pages without prerendered
 * HTML load their scripts at once, as they show nothing without them.
 *
 * A hidden tab never paints (nor runs animation frames), so there the scripts start at once.
 */
export const AFTER_PAINT_SCRIPT =
  "addEventListener('DOMContentLoaded',()=>{" +
  "const start=()=>{const app=JSON.parse(document.getElementById('after-paint').textContent);" +
  "const add=(el)=>{el.crossOrigin='';document.head.append(el)};" +
  "for(const href of app.preloads){const l=document.createElement('link');l.rel='modulepreload';l.href=href;add(l)}" +
  "const s=document.createElement('script');s.type='module';s.src=app.script;add(s)};" +
  "document.visibilityState==='visible'?requestAnimationFrame(()=>setTimeout(start)):start()})";

/** The Content-Security-Policy source that allows AFTER_PAINT_SCRIPT and no other inline script. */
export const AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_SCRIPT).digest('base64')}'`;

/** The app's entry script and the modules to preload with it. */
export interface AppScripts {
  script: string;
  preloads: string[];
}

/** The data block and the starter script that load `scripts` after the first paint. */
export function afterPaintTags(scripts: AppScripts): string {
  // A data block is never executed; `<` is escaped so no URL can close the element early.
  const data = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return (
    `<script type="application/json" id="after-paint">${data}</script>\n    ` +
    `<script>${AFTER_PAINT_SCRIPT}</script>`
  );
}

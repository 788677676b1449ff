/**
 * The script that decides, before the first paint, whether to show the offer of another language
 * (components/language-suggestion.tsx). One fixed text for every page and language, so the
 * Content-Security-Policy allows it by its hash (server/http/security.ts) instead of a nonce the
 * page cache would have to rewrite: it reads the page's language from <html lang>.
 */
import { locales } from "~/paraglide/runtime";

const LANGUAGE_OFFER_ANSWERED_KEY = "atelier:language-suggestion-answered";

/**
 * Shows the offer of the first of the site's languages the browser lists, if it is not the page's,
 * to a visitor who arrived from elsewhere (not one who just chose a language on our pages) and never
 * answered it. Following the offer or dismissing it answers it.
 */
export const LANGUAGE_OFFER_SCRIPT = `(function(){var root=document.currentScript.parentNode,key=${JSON.stringify(LANGUAGE_OFFER_ANSWERED_KEY)};
try{if(localStorage.getItem(key)!==null)return}catch(e){return}
try{if(document.referrer&&new URL(document.referrer).origin===location.origin)return}catch(e){}
var tags=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];
for(var i=0;i<tags.length;i++){var l=String(tags[i]).toLowerCase().split("-")[0];
if(${JSON.stringify(locales)}.indexOf(l)<0)continue;if(l===document.documentElement.lang)return;
var offer=root.querySelector('[data-language-offer="'+l+'"]');if(!offer)return;offer.hidden=false;
offer.addEventListener("click",function(e){var answer=e.target.closest("[data-answer]");if(!answer)return;
try{localStorage.setItem(key,new Date().toISOString())}catch(_){}
if(answer.tagName==="BUTTON")offer.hidden=true});return}})();`;

// The inline script of ./earlyClicks.ts, apart: the server writes it into every document (and
// hashes it for its CSP) without loading the browser's hand-over code.

/**
 * The script the server inlines in <head> (its CSP allows exactly this text by its hash). Plain
 * ES5 source, not a compiled function's text, so what is hashed is what runs (~0.8 kB).
 */
export const EARLY_CLICKS_SCRIPT = [
  '(function(){',
  'var taps=[],fields=[],on=true,CONTROL=\'button,[role="button"],[role="tab"],[role="switch"],[role="checkbox"],[role="radio"],[role="option"],[role="menuitem"]\';',
  'function place(t,root){var p=[];for(var n=t;n!==root&&n.parentElement;n=n.parentElement)p.unshift(Array.prototype.indexOf.call(n.parentElement.children,n));return p;}',
  'function hold(e,submit){',
  'var root=document.getElementById("root"),t=e.target;',
  'if(!on||!root||!t||!t.closest||!root.contains(t)||!root.firstElementChild)return;',
  'if(!submit)t=t.closest(CONTROL)||t;',
  'if(!submit&&t.closest("a[href]"))return;',
  'var text=(t.textContent||"").trim().slice(0,80),all=root.getElementsByTagName(t.tagName),k=0;',
  'for(var i=0;i<all.length&&all[i]!==t;i++)if((all[i].textContent||"").trim().slice(0,80)===text)k++;',
  'taps.push({el:t,path:place(t,root),tag:t.tagName,text:text,ordinal:k,submit:submit});',
  'e.preventDefault();e.stopPropagation();',
  '}',
  'function click(e){hold(e,false);}',
  'function submit(e){hold(e,true);}',
  'function typed(e){',
  'var root=document.getElementById("root"),t=e.target;',
  'if(!on||!root||!t||!root.contains(t)||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName)||/^(checkbox|radio|file)$/.test(t.type))return;',
  'for(var i=0;i<fields.length;i++)if(fields[i].el===t){fields[i].value=t.value;return;}',
  'fields.push({el:t,path:place(t,root),tag:t.tagName,name:t.getAttribute("name")||"",value:t.value});',
  '}',
  'document.addEventListener("click",click,true);',
  'document.addEventListener("submit",submit,true);',
  'document.addEventListener("input",typed,true);',
  'window.__h5Early={taps:taps,fields:fields,stop:function(){on=false;document.removeEventListener("click",click,true);document.removeEventListener("submit",submit,true);document.removeEventListener("input",typed,true);return taps;}};',
  '})();',
].join('');

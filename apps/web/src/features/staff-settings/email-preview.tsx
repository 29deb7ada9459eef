import { useEffect, useRef } from 'react';

const STYLE_ATTRIBUTE = 'data-preview-style';
const STYLE_ELEMENT = 'data-preview-css';

/**
 * The HTML with its inline styles renamed before it is parsed: even an inert parsed document takes
 * this page's policy, and refuses (and reports) every style attribute and <style> element it meets.
 */
function withoutInlineStyles(html: string): string {
  return html
    .replace(
      /<style\b[^>]*>([\s\S]*?)<\/style>/gi,
      (_match, css: string) => `<textarea ${STYLE_ELEMENT}>${css}</textarea>`,
    )
    .replace(/<[^>]+>/g, (tag) => tag.replace(/\sstyle=/gi, ` ${STYLE_ATTRIBUTE}=`));
}

/** The email's <style> rules as constructed sheets (applied through the CSSOM, which CSP allows). */
function sheetsOf(document_: Document): CSSStyleSheet[] {
  const styles = [...document_.querySelectorAll(`textarea[${STYLE_ELEMENT}]`)];
  const css = styles.map((style) => style.textContent ?? '');
  styles.forEach((style) => style.remove());
  // An environment without constructed sheets (a test's DOM) shows the email without its rules.
  if (typeof CSSStyleSheet.prototype.replaceSync !== 'function') return [];
  const sheets = css.map((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    return sheet;
  });
  const quiet = new CSSStyleSheet();
  // A preview: its links do not navigate away from the settings.
  quiet.replaceSync('a { pointer-events: none; }');
  return [...sheets, quiet];
}

/** The email's body as live nodes, its style attributes set through `element.style`. */
function bodyOf(parsed: Document): HTMLElement {
  parsed
    .querySelectorAll('script, style, link, meta, title, base')
    .forEach((node) => node.remove());
  const elements = [parsed.body, ...parsed.body.querySelectorAll('*')];
  const declarations = elements.map((element) => {
    for (const attribute of [...element.attributes]) {
      if (attribute.name.toLowerCase().startsWith('on')) element.removeAttribute(attribute.name);
    }
    const style = element.getAttribute(STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(STYLE_ATTRIBUTE);
    return style;
  });
  const copy = document.importNode(parsed.body, true);
  const live = [copy, ...copy.querySelectorAll<HTMLElement>('*')];
  live.forEach((element, index) => {
    const style = declarations[index];
    if (style) element.style.cssText = style;
  });
  const wrapper = document.createElement('div');
  wrapper.style.cssText = copy.style.cssText;
  wrapper.append(...copy.childNodes);
  return wrapper;
}

/**
 * The email as it will look, in a shadow root of its own. An email is made of inline styles (style
 * attributes, a <style> element), which this page's Content-Security-Policy rightly refuses in markup
 * (a sandboxed frame inherits that policy and showed the email unstyled, with a refusal per
 * attribute); set through the CSSOM they apply, and the shadow root keeps them off the page. The
 * HTML is the server's rendering of the admin's text: it has no script, and any handler attribute
 * is dropped all the same.
 */
export function EmailPreview({ html, label }: { html: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    const parsed = new DOMParser().parseFromString(withoutInlineStyles(html), 'text/html');
    root.adoptedStyleSheets = sheetsOf(parsed);
    root.replaceChildren(bodyOf(parsed));
  }, [html]);
  return <div ref={host} role="group" aria-label={label} data-testid="email-preview" />;
}

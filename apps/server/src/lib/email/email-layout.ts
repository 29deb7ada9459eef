// The association's email, built from react-email components (decision 040) and rendered to one HTML
// string: logo and name at the top, the message's blocks, a footer with the address and contact.
// Accessible: lang, a title, presentation tables (react-email's), alt text on the logo, text colours
// with at least 4.5:1 contrast on their background, and a colour-scheme that lets dark mode adapt.
// Everything goes through React, so every value is escaped. Rendered with React's synchronous static
// renderer: the streaming one leaves async hooks on for the whole process (decision 040).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { createElement as h, Fragment, type CSSProperties, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailBlock } from './email-blocks';
import type { EmailBrand } from './email-brand';

const INK = '#1d1d1b';
const MUTED = '#505a5f';
const BRAND = '#1d4f91';
const FONT = 'Arial, Helvetica, sans-serif';

const styles = {
  body: { backgroundColor: '#f3f2f1', margin: 0, padding: '24px 0', fontFamily: FONT },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' },
  name: { color: INK, fontSize: '20px', fontWeight: 700, margin: '8px 0 0' },
  text: { color: INK, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
  quote: {
    color: INK,
    fontSize: '16px',
    lineHeight: '24px',
    borderLeft: '4px solid #b1b4b6',
    margin: '0 0 16px',
    paddingLeft: '12px',
  },
  button: {
    backgroundColor: BRAND,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    borderRadius: '4px',
    textDecoration: 'none',
  },
  url: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '8px 0 16px' },
  footer: { color: MUTED, fontSize: '13px', lineHeight: '20px', margin: '0 0 4px' },
  link: { color: BRAND, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

/** The doctype email clients expect (react-email's `render` writes the same). */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The links React's server renderer adds to the head to preload each image: a page's, of no use
 * in an email (react-email's `render` removes them too).
 */
const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*\/>/g;

/**
 * Dark mode for the clients that honour `color-scheme` and media queries (Apple Mail, iOS, some
 * webmails): the same layout, light text on a dark card. Others keep the light colours.
 */
const DARK_MODE_CSS = `@media (prefers-color-scheme: dark) {
  .pc-body, .pc-body td { background-color: #1b1b1b !important; }
  .pc-card { background-color: #262626 !important; }
  .pc-text { color: #f3f2f1 !important; }
  .pc-muted { color: #c8c8c8 !important; }
  .pc-link { color: #8ab4f8 !important; }
}`;

const lines = (text: string): ReactNode[] =>
  text
    .split('\n')
    .flatMap((line, index) => (index === 0 ? [line] : [h('br', { key: index }), line]));

function blockElement(block: EmailBlock, key: number): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return h(Text, { key, className: 'pc-text', style: styles.text }, ...lines(block.text));
    case 'quote':
      return h(Text, { key, className: 'pc-text', style: styles.quote }, ...lines(block.text));
    case 'list':
      return h(
        'ul',
        { key, className: 'pc-text', style: { ...styles.text, paddingLeft: '24px' } },
        block.items.map((item, index) => h('li', { key: index }, item)),
      );
    case 'button':
      // The address is written out under the button, for clients that show no buttons.
      return h(
        Section,
        { key, style: { margin: '8px 0 16px' } },
        h(Button, { href: block.url, style: styles.button }, block.label),
        h(
          Text,
          { className: 'pc-muted', style: styles.url },
          h(Link, { href: block.url, className: 'pc-link', style: styles.link }, block.url),
        ),
      );
  }
}

function header(brand: EmailBrand): ReactNode {
  return h(
    Section,
    { style: { marginBottom: '16px' } },
    brand.logoUrl
      ? h(Img, { src: brand.logoUrl, alt: brand.name, height: '64', style: { height: '64px' } })
      : null,
    h(Text, { className: 'pc-text', style: styles.name }, brand.name),
  );
}

export type FooterOptions = { gstin?: boolean; unsubscribeUrl?: string | undefined };

function footer(brand: EmailBrand, options: FooterOptions): ReactNode {
  const contact = [
    brand.email
      ? h(
          Link,
          { key: 'e', href: `mailto:${brand.email}`, className: 'pc-link', style: styles.link },
          brand.email,
        )
      : null,
    brand.email && brand.phone ? ' · ' : null,
    brand.phone ? h(Fragment, { key: 'p' }, brand.phone) : null,
  ];
  return h(
    Section,
    null,
    h(Hr, { style: { borderColor: '#b1b4b6', margin: '24px 0 16px' } }),
    h(Text, { className: 'pc-muted', style: { ...styles.footer, fontWeight: 700 } }, brand.name),
    h(Text, { className: 'pc-muted', style: styles.footer }, ...lines(brand.address)),
    brand.email || brand.phone
      ? h(Text, { className: 'pc-muted', style: styles.footer }, ...contact)
      : null,
    options.gstin && brand.gstin
      ? h(Text, { className: 'pc-muted', style: styles.footer }, `GSTIN ${brand.gstin}`)
      : null,
    options.unsubscribeUrl
      ? h(
          Text,
          { className: 'pc-muted', style: styles.footer },
          'You receive renewal reminders as a member. ',
          h(
            Link,
            { href: options.unsubscribeUrl, className: 'pc-link', style: styles.link },
            'Stop renewal reminders by email',
          ),
        )
      : null,
  );
}

export function renderEmailHtml(input: {
  brand: EmailBrand;
  subject: string;
  preview: string;
  blocks: readonly EmailBlock[];
  footer: FooterOptions;
}): string {
  const { brand } = input;
  const tree = h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(
      Head,
      null,
      h('title', null, input.subject),
      h('meta', { name: 'color-scheme', content: 'light dark' }),
      h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
      h('style', null, DARK_MODE_CSS),
    ),
    h(Preview, null, input.preview),
    h(
      Body,
      { className: 'pc-body', style: styles.body },
      h(
        Container,
        { className: 'pc-card', style: styles.container },
        header(brand),
        input.blocks.map((block, index) => blockElement(block, index)),
        footer(brand, input.footer),
      ),
    ),
  );
  return XHTML_DOCTYPE + renderToStaticMarkup(tree).replace(IMAGE_PRELOADS, '');
}

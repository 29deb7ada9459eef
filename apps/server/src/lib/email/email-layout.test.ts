// Rendering an email must leave the process as it found it. React's streaming server renderer (what
// `@react-email/render` calls) runs each render in an AsyncLocalStorage it never turns off: on
// Node 20 that switches on async hooks for every promise of every later request, for the life of
// the process (the mixed load's profile showed the hooks in every request once a code was mailed).
// Node documents how to see it ("promise execution tracking"): without hooks a promise's callback
// runs with no async id of its own (0 here); with tracking on, each promise gets one. Checked in a process of its own, as other
// tests in this worker may have turned tracking on.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderEmailHtml } from './email-layout';

const BRAND = {
  name: 'Event & Entertainment Association',
  address: '1 MG Road, Bengaluru',
  email: 'office@example.com',
  phone: null,
  gstin: '29ABCDE1234F1Z5',
  logoUrl: 'https://portal.example.com/logo.png',
  publicUrl: 'https://portal.example.com',
};

const PROBE = `
import { executionAsyncId } from 'node:async_hooks';
import { renderEmailHtml } from ${JSON.stringify(fileURLToPath(new URL('./email-layout.ts', import.meta.url)))};
const promiseContext = () => new Promise((resolve) => Promise.resolve().then(() => resolve(executionAsyncId())));
const before = await promiseContext();
renderEmailHtml(${JSON.stringify({ brand: BRAND, subject: 'Your code', preview: 'Your code', blocks: [{ type: 'paragraph', text: 'Your code is 123456' }], footer: {} })});
console.log(JSON.stringify({ before, after: await promiseContext() }));
`;

function runProbe(): Promise<{ before: number; after: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', PROBE],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { before: number; after: number });
      },
    );
  });
}

describe('an email rendered', () => {
  it('is one HTML document with the logo, and nothing React adds for pages', async () => {
    const html = renderEmailHtml({
      brand: BRAND,
      subject: 'Your code',
      preview: 'Your code',
      blocks: [{ type: 'paragraph', text: 'Your code is 123456' }],
      footer: {},
    });
    expect(html).toMatch(/^<!DOCTYPE html PUBLIC "-\/\/W3C\/\/DTD XHTML 1.0 Transitional\/\/EN"/);
    expect(html).toContain('<img alt="Event &amp; Entertainment Association"');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('<!--$-->');
  });

  it('leaves promises untracked: no async hooks left on for later requests', async () => {
    const { before, after } = await runProbe();
    expect(before).toBe(0);
    expect(after).toBe(0);
  }, 30_000);
});

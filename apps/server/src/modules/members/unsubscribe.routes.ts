// The unsubscribe link of renewal reminders, without login. GET shows a page with one button (link
// scanners that open every link must not unsubscribe anyone); POST turns email reminders off: the
// page's button, and mail clients' one-click unsubscribe (RFC 8058, a form body
// `List-Unsubscribe=One-Click`). A browser gets a page back, anything else JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reminderUnsubscribeQuery } from '@portico/domain/contracts/reminders.contract';
import { escapeHtml } from '../../lib/email/render-message';
import { UNSUBSCRIBE_MESSAGES, type ReminderUnsubscribe } from './stop-email-reminders';
import { messageReply } from '../../lib/replies';

const PATH = '/api/reminders/unsubscribe';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head><body><main>` +
    `<h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

export const unsubscribeRoutes: FastifyPluginAsyncZod<{ service: ReminderUnsubscribe }> = async (
  app,
  { service },
) => {
  // The one-click body is a form; only its presence matters (this plugin's scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  app.get(PATH, { schema: { querystring: reminderUnsubscribeQuery } }, async (request, reply) => {
    const { m, t } = request.query;
    service.check(m, t);
    const action = `${PATH}?m=${m}&t=${encodeURIComponent(t)}`;
    return sendPage(
      reply,
      page(
        'Stop renewal reminders by email',
        `<p>You will still get reminders by SMS, and you can renew at any time.</p>` +
          `<form method="post" action="${escapeHtml(action)}">` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click">` +
          `<button type="submit">Stop email reminders</button></form>`,
      ),
    );
  });

  app.post(PATH, { schema: { querystring: reminderUnsubscribeQuery } }, async (request, reply) => {
    const { m, t } = request.query;
    await service.stop(m, t);
    if (wantsPage(request)) {
      return sendPage(
        reply,
        page('Email reminders stopped', `<p>${UNSUBSCRIBE_MESSAGES.done}</p>`),
      );
    }
    return messageReply(UNSUBSCRIBE_MESSAGES.done);
  });
};

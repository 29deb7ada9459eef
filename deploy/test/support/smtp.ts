// A real SMTP server (smtp-server, from npm) that keeps what the app sends, so a test can read the
// sign-in codes production mails out.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type Mail = { to: string; subject: string; text: string };

export async function startSmtp(port: number): Promise<{
  url: string;
  mails: Mail[];
  stop(): Promise<void>;
}> {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          for (const to of session.envelope.rcptTo) {
            mails.push({ to: to.address, subject: parsed.subject ?? '', text: parsed.text ?? '' });
          }
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { JobHandler } from '../jobs/job-handler.ts';
import type { Mailer } from './mailer.ts';

/** Hands a queued e-mail to the mail server; a refusal or an outage fails the attempt and the job engine retries. */
export function createMailJob(mailer: Mailer): JobHandler<'mail.send'> {
  return {
    // The text may hold a password link: the log names only the recipient and the subject.
    describe: ({ to, subject }) => ({ mail: { to, subject } }),
    handle: (message) => mailer.send(message),
  };
}

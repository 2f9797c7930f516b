import type { MailMessage } from '../../mail/mailer.ts';

/** How long each kind of password link works. */
export const linkLifetimeHours = { reset: 1, invite: 7 * 24 } as const;

const signature = '\n\n— Portal';

/** Where a link opens: a reset asks for a new password, an invitation welcomes first. */
export const linkPath = { reset: '/reset-password', invite: '/set-password' } as const;

export function resetMessage(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Portal password',
    text:
      `Hello,\n\nSomeone asked to reset the password of the Portal account for ${to}. Choose a new password here:\n\n${link}\n\n` +
      'The link works once, within one hour. Setting a new password signs you out everywhere.\n\n' +
      `If you did not ask for this, ignore this e-mail: your password stays as it is.${signature}`,
  };
}

/** What the account is for, in the invitation's words. */
const purposeOf = { client: 'where you follow your shoots and download your photos', admin: "where you work on the studio's shoots" } as const;

export function inviteMessage(to: string, name: string, link: string, portal: { kind: 'client' | 'admin'; signIn: string }): MailMessage {
  return {
    to,
    subject: 'Your Portal account: set your password',
    text:
      `Hello ${name},\n\nThe studio has made you an account in its Portal, ${purposeOf[portal.kind]}. ` +
      `Set your password here:\n\n${link}\n\nThe link works once, within 7 days. Then sign in at ${portal.signIn} with ${to}.${signature}`,
  };
}

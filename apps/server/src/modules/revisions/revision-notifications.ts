import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { projects, revisionItems, revisionRequests, users } from '../../db/schema/index.ts';
import type { JobHandlers } from '../../jobs/job-handler.ts';
import type { JobsRepository } from '../../jobs/jobs.repository.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { OrderRecipientsRepository } from '../notifications/order-recipients.repository.ts';
import { createRevisionsRepository } from './revisions.repository.ts';

/** Queues a revision request's e-mails in the transaction of the change (docs/operations.md, "Revision e-mails"). */
export function createRevisionNotifications(jobs: Pick<JobsRepository, 'enqueue'>) {
  return {
    requested: async (revisionId: number, tx: Db) => {
      await jobs.enqueue('notify.revision', { revisionId, event: 'requested', audience: 'staff' }, { tx });
      await jobs.enqueue('notify.revision', { revisionId, event: 'requested', audience: 'editor' }, { tx });
    },
    completed: (revisionId: number, tx: Db) => jobs.enqueue('notify.revision', { revisionId, event: 'completed', audience: 'client' }, { tx }),
  };
}

export type RevisionNotifications = ReturnType<typeof createRevisionNotifications>;

interface Deps {
  db: Db;
  staff: Pick<OrderRecipientsRepository, 'staffEmails'>;
  mailer: Mailer;
  publicUrl: string;
  studioName: () => Promise<string>;
}

/** The e-mails, built from the rows when they go out: a request deleted meanwhile tells nobody. */
export function createRevisionNotificationJobs({ db, staff, mailer, publicUrl, studioName }: Deps): Pick<JobHandlers, 'notify.revision'> {
  const revisions = createRevisionsRepository(db);
  async function facts(revisionId: number) {
    const [row] = await db
      .select({ request: revisionRequests, projectName: projects.projectName, editorEmail: users.email, pins: sql<number>`(select count(*)::int from ${revisionItems} where ${revisionItems.requestId} = ${revisionRequests.id})` })
      .from(revisionRequests)
      .innerJoin(projects, eq(projects.id, revisionRequests.projectId))
      .leftJoin(users, and(eq(users.id, revisionRequests.editorId), eq(users.isActive, true)))
      .where(eq(revisionRequests.id, revisionId));
    return row;
  }

  return {
    'notify.revision': {
      describe: (p) => p,
      async handle({ revisionId, event, audience }) {
        const row = await facts(revisionId);
        if (!row) return;
        const { request, projectName, pins } = row;
        const studio = await studioName();
        const signed = `\n\n— ${studio}`;
        if (event === 'completed') {
          // Reopened since it was queued: the next "done" tells them.
          if (request.status !== 'done') return;
          const client = await revisions.requesterOf(request);
          if (!client?.email) return;
          await mailer.send({
            to: client.email,
            subject: `Your revisions of ${projectName} are done`,
            text: `Hello,\n\nThe revisions you asked for on ${projectName} (round ${request.round}) are done: every note you pinned is fixed. See the new versions, and reopen a note if something is still not right: ${publicUrl}/client/project/${request.projectId}${signed}`,
            senderName: studio,
          });
          return;
        }
        const to = audience === 'staff' ? (await staff.staffEmails()).join(', ') : (row.editorEmail ?? '');
        if (!to) return;
        const link = audience === 'staff' ? `${publicUrl}/projects/${request.projectId}` : `${publicUrl}/editor`;
        const billable = request.billable ? ' It is past the free rounds: billable.' : '';
        await mailer.send({
          to,
          subject: `Revision request: ${projectName} (round ${request.round})`,
          text: `The client asked for revisions on ${projectName}: ${pins} note(s) pinned on the photos, round ${request.round}.${billable}\n\n${audience === 'editor' ? 'It is assigned to you: ' : ''}${link}${signed}`,
          senderName: studio,
        });
      },
    },
  };
}

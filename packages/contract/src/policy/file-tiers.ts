/**
 * What a client gets of a project's files: nothing before the shoot is completed (not even a
 * name), thumbnails and watermarked proofs once it is, and everything (originals, full previews,
 * ZIPs) once its invoice is paid too. Those who work on the files are not bound by these tiers.
 */
export type ClientFileTier = 'none' | 'proofs' | 'all';

/** The tier follows from the project's status and whether its invoice is paid, nothing else. */
export function clientFileTier(project: { status: string; invoicePaid: boolean }): ClientFileTier {
  if (project.status !== 'completed') return 'none';
  return project.invoicePaid ? 'all' : 'proofs';
}

/** Whether a client sees the project's files at all (names, thumbnails, proofs). */
export const clientSeesFiles = (project: { status: string }) => clientFileTier({ status: project.status, invoicePaid: false }) !== 'none';

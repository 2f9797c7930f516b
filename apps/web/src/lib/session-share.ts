import type { SessionEntity } from '@portal/contract';
import type { Session } from '@/lib/session';

/**
 * Tabs of one browser share a sign-in without a cookie or localStorage: a tab with no session asks
 * on a same-origin BroadcastChannel and a signed-in tab answers with its session, which the new tab
 * keeps in its own sessionStorage. Sign-outs and expiries are announced the same way.
 */
const channelName = 'portal-session';
/** Long enough for an open tab to answer, short enough that an only tab does not wait visibly. */
export const HAND_OVER_TIMEOUT_MS = 250;

export type TabAnnouncement = { kind: 'signed-out' } | { kind: 'expired'; token: string };
type TabMessage = { kind: 'ask' } | { kind: 'answer'; session: Session } | TabAnnouncement;

const accountTypes: readonly string[] = ['admin', 'user', 'client', 'company'];

const openChannel = () => (typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null);

function asMessage(data: unknown): Partial<TabMessage> & { kind?: string } {
  return typeof data === 'object' && data !== null ? (data as TabMessage) : {};
}

function isSession(value: unknown): value is Session {
  const session = value as Partial<Session> | null;
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.token === 'string' &&
    session.token !== '' &&
    accountTypes.includes(String(session.type))
  );
}

/** The stored form of a session, for writeSession. */
export function sessionEntity(session: Session): SessionEntity {
  const { id, type, username, email, roleId, roleName } = session;
  return { id, type, username, email, role_id: roleId, role_name: roleName };
}

/** Asks the browser's other tabs for their session; null when none answers in time. */
export function askOtherTabs(timeoutMs = HAND_OVER_TIMEOUT_MS): Promise<Session | null> {
  const channel = openChannel();
  if (!channel) return Promise.resolve(null);
  return new Promise((resolve) => {
    const finish = (session: Session | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(session);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    channel.onmessage = (event: MessageEvent) => {
      const message = asMessage(event.data);
      if (message.kind === 'answer' && isSession(message.session)) finish(message.session);
    };
    channel.postMessage({ kind: 'ask' } satisfies TabMessage);
  });
}

export interface TabHandlers {
  /** This tab's session as stored now; it answers the other tabs' requests. */
  currentSession(): Session | null;
  /** Another tab logged out. */
  onSignedOut(): void;
  /** Another tab found this tab's token expired or revoked. */
  onExpired(): void;
}

/** Answers other tabs and follows their sign-outs; returns the function that stops listening. */
export function listenToOtherTabs(handlers: TabHandlers): () => void {
  const channel = openChannel();
  if (!channel) return () => {};
  channel.onmessage = (event: MessageEvent) => {
    const message = asMessage(event.data);
    const session = handlers.currentSession();
    if (message.kind === 'ask' && session) channel.postMessage({ kind: 'answer', session } satisfies TabMessage);
    else if (message.kind === 'signed-out') handlers.onSignedOut();
    else if (message.kind === 'expired' && session && message.token === session.token) handlers.onExpired();
  };
  return () => channel.close();
}

/** Tells the other tabs that this tab logged out or that its token no longer works. */
export function tellOtherTabs(announcement: TabAnnouncement) {
  const channel = openChannel();
  if (!channel) return;
  channel.postMessage(announcement);
  channel.close();
}

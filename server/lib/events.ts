import { EventEmitter } from 'node:events';

/**
 * Things that happened, for whoever wants to react (push notifications, live chat) without
 * the feature that emits knowing who listens. Add an event here with its payload type.
 */
export interface ClubEvents {
  'announcement.created': {
    id: number;
    title: string;
    content: string;
    important: boolean;
    authorId: number | null;
  };
  /** Udtagelse: a squad was published or changed after publishing; `changes` are the players to notify. */
  'squad.changed': {
    matchId: number;
    opponent: string;
    date: Date;
    meetAt: Date | null;
    changes: Array<{ userId: number; selection: 'starter' | 'bench' | 'reserve' | null }>;
  };
  /** Påmind nu: staff remind everyone who has not answered an event (decision 071). */
  'availability.remind': {
    kind: 'match' | 'training';
    id: number;
    name: string;
    date: Date;
    userIds: number[];
  };
  'training.cancelled': { id: number; title: string; date: Date; team: string | null };
  'chat.message': {
    id: number;
    team: string;
    userId: number | null;
    senderName: string;
    message: string;
    messageType: string;
  };
  'payment.created': {
    id: number;
    userId: number;
    amount: number;
    description: string;
    dueDate: string | null;
  };
  /** Arrangementer (decision 108): a notice to these people (an offer, a place, a change, a reminder). */
  'clubEvent.notice': { eventId: number; userIds: number[]; title: string; body: string; tag: string };
  /** A DBU sync's notice (decision 109): a moved match to its players, a replaced result to the coaches. */
  'dbu.notice': { matchId: number; title: string; body: string; userIds: number[] };
  /** An outstanding payment passed its due date; emitted once per payment (reminder push). */
  'payment.overdue': { id: number; userId: number; amount: number; description: string; dueDate: string };
}

/** Where listener failures go: the app's logger once it exists (buildApp), else stderr. */
export interface EventLogger {
  error(obj: Record<string, unknown>, msg: string): void;
}

const stderrLogger: EventLogger = {
  error: (obj, msg) => console.error(msg, obj),
};

export class ClubEventBus {
  private emitter = new EventEmitter();
  private log: EventLogger = stderrLogger;

  /** Listener failures are logged here (not tied to any request: listeners run after it). */
  useLogger(log: EventLogger) {
    this.log = log;
  }

  emit<K extends keyof ClubEvents>(name: K, payload: ClubEvents[K]) {
    // Listeners run after the request's own work; their failures never fail the request, but
    // they are logged (a push that silently stops working is worse than a noisy one).
    queueMicrotask(() => {
      for (const listener of this.emitter.listeners(name)) {
        Promise.resolve()
          .then(() => (listener as (p: ClubEvents[K]) => unknown)(payload))
          .catch((err: unknown) => this.log.error({ err, event: name }, 'event listener failed'));
      }
    });
  }

  on<K extends keyof ClubEvents>(name: K, listener: (payload: ClubEvents[K]) => unknown) {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}

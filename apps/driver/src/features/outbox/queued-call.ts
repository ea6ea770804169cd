/**
 * What the phone did but has not told the server yet: a status from the car, a batch of positions.
 * Kept on the phone (IndexedDB, `indexed-db-store.ts`) until the server has it, in the order it
 * happened, each with the time it happened, so a car out of signal loses nothing.
 */
export interface QueuedCall {
  /** A UUID made on the phone; the server takes a call sent twice (a lost answer) once. */
  id: string;
  /** Order of queueing: calls go out in this order. */
  seq: number;
  /** Whose call it is: a phone signed in as another driver never sends it. */
  driverId: number;
  path: string;
  body: unknown;
  /** What the driver did, as the app tells it back if the server refuses it: 'Arrived at 10:42'. */
  label: string;
}

/** Where the queue is kept: IndexedDB on the phone, memory in tests and where IndexedDB is refused. */
export interface QueueStore {
  /** Every call, oldest first. */
  list(): Promise<QueuedCall[]>;
  put(call: QueuedCall): Promise<void>;
  remove(id: string): Promise<void>;
}

export function memoryStore(): QueueStore {
  const calls = new Map<string, QueuedCall>();
  return {
    list: async () => [...calls.values()].sort((a, b) => a.seq - b.seq),
    put: async (call) => {
      calls.set(call.id, call);
    },
    remove: async (id) => {
      calls.delete(id);
    },
  };
}

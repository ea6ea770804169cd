import type { QueueStore, QueuedCall } from './queued-call';

const DATABASE = 'kerbside-driver';
const CALLS = 'queued-calls';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const opening = factory.open(DATABASE, 1);
  opening.onupgradeneeded = () => {
    opening.result.createObjectStore(CALLS, { keyPath: 'id' }).createIndex('seq', 'seq', { unique: true });
  };
  return request(opening);
}

/** The queue in the phone's IndexedDB: it outlives a closed app, a reload and a phone restart. */
export function indexedDbStore(factory: IDBFactory = indexedDB): QueueStore {
  let database: Promise<IDBDatabase> | null = null;
  const calls = async (mode: IDBTransactionMode) => {
    database ??= openDatabase(factory);
    return (await database).transaction(CALLS, mode).objectStore(CALLS);
  };
  return {
    list: async () => request((await calls('readonly')).index('seq').getAll() as IDBRequest<QueuedCall[]>),
    put: async (call) => {
      await request((await calls('readwrite')).put(call));
    },
    remove: async (id) => {
      await request((await calls('readwrite')).delete(id));
    },
  };
}

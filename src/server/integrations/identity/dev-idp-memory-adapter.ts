import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * The development provider's storage: in memory, bounded by each record's own expiry. Enough for a
 * provider that lives and dies with this process (it is never used in production).
 */
export function createMemoryAdapterFactory() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const key = (model: string, id: string) => `${model}:${id}`;

  function sweep() {
    const now = Date.now();
    for (const [id, entry] of store) if (entry.expiresAt <= now) store.delete(id);
  }

  return (model: string): Adapter => ({
    async upsert(id, payload, expiresIn) {
      sweep();
      const expiresAt = Date.now() + (expiresIn ?? 3600) * 1000;
      store.set(key(model, id), { payload, expiresAt });
      if (payload.uid)
        store.set(key(`${model}:uid`, payload.uid), { payload: { id } as AdapterPayload, expiresAt });
    },
    async find(id) {
      const entry = store.get(key(model, id));
      return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
    },
    async findByUid(uid) {
      const reference = store.get(key(`${model}:uid`, uid));
      const id = reference?.payload.id as string | undefined;
      return id ? store.get(key(model, id))?.payload : undefined;
    },
    async findByUserCode() {
      return undefined;
    },
    async consume(id) {
      const entry = store.get(key(model, id));
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id) {
      store.delete(key(model, id));
    },
    async revokeByGrantId(grantId) {
      for (const [id, entry] of store) if (entry.payload.grantId === grantId) store.delete(id);
    },
  });
}

import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sandboxObjects } from '../../db/schema';

export type SandboxKind = 'customer' | 'payment_intent' | 'setup_intent' | 'payment_method' | 'subscription' | 'refund';

/** The sandbox gateway's objects, stored as JSON in sandbox_objects (its only Drizzle queries). */
export function sandboxStore(db: Db) {
  return {
    async get<T>(id: string): Promise<T | null> {
      const [row] = await db.select({ data: sandboxObjects.data }).from(sandboxObjects).where(eq(sandboxObjects.id, id)).limit(1);
      return (row?.data as T | undefined) ?? null;
    },
    /** Inserts unless the idempotency key was used before; either way returns the stored object. */
    async insertOnce<T extends { id: string }>(kind: SandboxKind, data: T, idempotencyKey: string | null, now: Date): Promise<T> {
      const inserted = await db
        .insert(sandboxObjects)
        .values({ id: data.id, kind, data, idempotencyKey, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ data: sandboxObjects.data });
      if (inserted[0]) return inserted[0].data as T;
      const [existing] = await db
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(eq(sandboxObjects.idempotencyKey, idempotencyKey ?? ''))
        .limit(1);
      if (!existing) throw new Error('sandbox insert conflict without idempotency key');
      return existing.data as T;
    },
    async put<T extends { id: string }>(data: T, now: Date): Promise<T> {
      await db.update(sandboxObjects).set({ data, updatedAt: now }).where(eq(sandboxObjects.id, data.id));
      return data;
    },
    async remove(id: string) {
      await db.delete(sandboxObjects).where(eq(sandboxObjects.id, id));
    },
    async listByField<T>(kind: SandboxKind, field: string, value: string, limit = 50): Promise<T[]> {
      const rows = await db
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.kind, kind), sql`${sandboxObjects.data}->>${field} = ${value}`))
        .orderBy(desc(sandboxObjects.createdAt))
        .limit(limit);
      return rows.map((r) => r.data as T);
    },
    async listSince<T>(kind: SandboxKind, since: Date, limit: number): Promise<T[]> {
      const rows = await db
        .select({ data: sandboxObjects.data })
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.kind, kind), gte(sandboxObjects.createdAt, since)))
        .orderBy(desc(sandboxObjects.createdAt))
        .limit(limit);
      return rows.map((r) => r.data as T);
    },
  };
}
export type SandboxStore = ReturnType<typeof sandboxStore>;

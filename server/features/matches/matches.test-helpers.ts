import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { matches } from '../../db/schema';

export async function readMatch(db: Db, id: number) {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row;
}

export { multipartBody } from '../../test/multipart-body';

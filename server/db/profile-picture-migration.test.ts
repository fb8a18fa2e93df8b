import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './database';
import { migrationsBefore } from '../test/migrations-before';

const client = new PGlite();
afterAll(() => client.close());

const pic = (id: string) => `/objects/uploads/${id}`;

describe('migration to one picture per person (F1)', () => {
  it("repairs what older versions let through: ownerless paid members' pictures, borrowed and missing pictures", async () => {
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore('0005_profile_pictures') });
    const person = async (name: string, picture: string | null) =>
      (
        await client.query<{ id: number }>(
          `insert into users (username, password_hash, email, first_name, last_name, profile_image_url) values ($1, 'x', $1 || '@example.dk', 'A', 'B', $2) returning id`,
          [name, picture],
        )
      ).rows[0]!.id;
    const upload = (id: string, purpose: string, ownerId: number | null, status = 'ready') =>
      client.query(`insert into uploads (id, owner_id, purpose, max_bytes, status, expires_at) values ($1, $2, $3, 1, $4, now())`, [id, ownerId, purpose, status]);

    await upload('paidmemberpicture', 'registration', null);
    const paid = await person('paid', pic('paidmemberpicture'));
    const borrower = await person('borrower', pic('paidmemberpicture'));
    const coach = await person('coach', pic('coachavatar01'));
    await upload('coachavatar01', 'avatar', coach);
    const copier = await person('copier', pic('coachavatar01'));
    const dangling = await person('dangling', pic('doesnotexist01'));
    await upload('chatpicture01', 'chat-image', null);
    const chatter = await person('chatter', pic('chatpicture01'));
    await upload('failedupload01', 'registration', null, 'failed');
    const failed = await person('failed', pic('failedupload01'));
    await upload('unusedregistration', 'registration', null);

    await migrate(drizzle(client), { migrationsFolder });

    const shown = Object.fromEntries(
      (await client.query<{ id: number; profile_image_url: string | null }>('select id, profile_image_url from users')).rows.map((r) => [r.id, r.profile_image_url]),
    );
    expect(shown).toEqual({
      [paid]: pic('paidmemberpicture'),
      [borrower]: null,
      [coach]: pic('coachavatar01'),
      [copier]: null,
      [dangling]: null,
      [chatter]: null,
      [failed]: null,
    });
    const owners = Object.fromEntries(
      (await client.query<{ id: string; owner_id: number | null }>('select id, owner_id from uploads')).rows.map((r) => [r.id, r.owner_id]),
    );
    expect(owners).toMatchObject({ paidmemberpicture: paid, coachavatar01: coach, unusedregistration: null });
    // From now on the database itself refuses a second account with the same picture.
    await expect(person('another', pic('coachavatar01'))).rejects.toThrow(/users_profile_image_url_idx/);
  }, 120_000);
});

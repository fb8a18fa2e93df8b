import { sql } from 'drizzle-orm';
import { DEFAULT_PRICES } from '@common/domain/prices';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Teams are data (decision D9): the code is what matches, trainings and users refer to. */
export const teams = pgTable('teams', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  leagueLabel: text('league_label').notNull().default(''),
  /** The team's name as DBU writes it: recognises the club's side in imports and tables. */
  dbuName: text('dbu_name').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Udtagelse: how many players a squad holds (decision 070); null means the default (16, 12 for 8:8). */
  squadSize: integer('squad_size'),
  /** Forventet fremmøde (decision 074): a player who has not answered a training counts as expected; no reminders for it. */
  expectedAttendance: boolean('expected_attendance').notNull().default(false),
  /** Archived on Administrer hold (decision 107): keeps its history and statistics, leaves every list and picker. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row of club-wide settings; prices in øre, periods in months (decision D2). */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: boolean('id').primaryKey().default(true),
    clubName: text('club_name').notNull().default('RU'),
    /** The club's CVR number, printed on receipts (E4); empty until an admin sets it. */
    cvrNumber: text('cvr_number').notNull().default(''),
    /** The club's identity is data (decision 105): RU is only the default. "RU" in "RU KlubApp". */
    shortName: text('short_name').notNull().default('RU'),
    /** The club's two colours, #rrggbb, checked for contrast in both themes when saved. */
    primaryColor: text('primary_color').notNull().default('#0f5132'),
    accentColor: text('accent_color').notNull().default('#f2b705'),
    address: text('address').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    /** The club's name as DBU writes it. */
    dbuClubName: text('dbu_club_name').notNull().default('RU'),
    /** An uploaded crest, rasterised to a 512×512 PNG on the server (base64); null: RU's own drawn crest. */
    crestPng: text('crest_png'),
    crestUpdatedAt: timestamp('crest_updated_at', { withTimezone: true }),
    /**
     * The production first start's one-time code (decision 106), hashed; null when there is no set-up
     * to do. While it is set, the app answers 503 except for the set-up page.
     */
    setupCodeHash: text('setup_code_hash'),
    playerFeeOre: integer('player_fee_ore').notNull().default(DEFAULT_PRICES.playerFeeOre),
    playerPeriodMonths: integer('player_period_months').notNull().default(DEFAULT_PRICES.playerPeriodMonths),
    ruFeeOre: integer('ru_fee_ore').notNull().default(DEFAULT_PRICES.ruFeeOre),
    ruPeriodMonths: integer('ru_period_months').notNull().default(DEFAULT_PRICES.ruPeriodMonths),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id}`),
    check('club_settings_prices_positive', sql`${t.playerFeeOre} > 0 and ${t.ruFeeOre} > 0`),
    check('club_settings_periods_positive', sql`${t.playerPeriodMonths} > 0 and ${t.ruPeriodMonths} > 0`),
  ],
);

/** Generated secrets the app keeps between starts (e.g. VAPID keys). */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

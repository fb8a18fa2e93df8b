/** The five team codes of part 2 §3 (decision D9: teams are data, editable later). */
export const SEED_TEAMS = [
  { code: 'serie_3_pulje_5', displayName: 'Senior 1', leagueLabel: 'Serie 3 Efterår, pulje 5', dbuName: 'RU', sortOrder: 1 },
  { code: 'serie_5_pulje_6', displayName: 'Senior 2', leagueLabel: 'Serie 5 Efterår, pulje 6', dbuName: 'RU 2', sortOrder: 2 },
  { code: 'serie_4_pulje_9', displayName: 'Senior 3', leagueLabel: 'Serie 4 Efterår, pulje 9', dbuName: 'RU 3', sortOrder: 3 },
  {
    code: 'herresenior_2_pulje_5',
    displayName: 'Herresenior 2',
    leagueLabel: 'Herresenior 2 (motionsrækken) 8:8, pulje 5',
    dbuName: 'RU Motion',
    sortOrder: 4,
  },
  { code: 'motionsholdet', displayName: 'Motionsholdet', leagueLabel: 'Motionsholdet', dbuName: 'RU Motionshold', sortOrder: 5 },
] as const;

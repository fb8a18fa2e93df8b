/** The release the club runs; shown on Systemindstillinger (part 2 §2). */
export const APP_VERSION = '1.0';
export const APP_VERSION_LABEL = 'RU KlubApp v1.0';

import { productName } from './club-identity';

/** The release the club runs; shown on Systemindstillinger (part 2 §2). */
export const APP_VERSION = '1.0';

/** 'RU KlubApp v1.0' with RU's data: the product's name follows the club's short name (decision 105). */
export const appVersionLabel = (shortName: string, version: string = APP_VERSION) => `${productName(shortName)} v${version}`;

/** An error with an HTTP status and a Danish message meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Ikke autoriseret') => new HttpError(401, message);
export const forbidden = (message = 'Adgang nægtet') => new HttpError(403, message);
export const notFound = (message = 'Ikke fundet') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

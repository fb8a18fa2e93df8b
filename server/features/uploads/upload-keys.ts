/** Where an upload lives: the path it is served at, and its storage keys before and after it is checked. */
export const uploadPath = (id: string) => `/objects/uploads/${id}`;
export const incomingKey = (id: string) => `incoming/${id}`;
export const storedKey = (id: string) => `uploads/${id}`;

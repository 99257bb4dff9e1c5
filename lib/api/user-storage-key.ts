/** The localStorage key of the signed-in user's copy (spec §4). Its own module: the auth provider reads it on every page without loading the transport client. */
export const USER_STORAGE_KEY = 'user';

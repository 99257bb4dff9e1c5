import 'server-only';
export { statusForCode, type ErrorCode } from './errors';
export { route, errorResponse } from './route';
export { readJson, readQuery } from './body';

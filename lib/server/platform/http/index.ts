import 'server-only';
export { route } from './route';
export { readJson, readQuery } from './body';

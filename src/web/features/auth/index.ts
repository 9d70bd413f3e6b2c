/**
 * What other features and the app may use from auth; the rest of the folder is its own. No
 * screen is exported here: the route table (app/screens.ts) loads each one lazily, in its own chunk.
 */
export { usePlaces } from './places';

/**
 * `npm run settings:doc`: rewrites `.env.example` and the README's settings table from the
 * settings schema; settings-doc.test.ts fails while either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { envExample, readmeWithTable } from '../settings/settings-doc';

writeFileSync('.env.example', envExample());
writeFileSync('README.md', readmeWithTable(readFileSync('README.md', 'utf8')));
process.stdout.write('.env.example and README.md settings table written\n');

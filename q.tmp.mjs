import { PGlite } from '@electric-sql/pglite';
const db = new PGlite(process.argv[2]);
for (const q of process.argv.slice(3)) { const r = await db.query(q); console.log(JSON.stringify(r.rows, null, 0)); }
await db.close();

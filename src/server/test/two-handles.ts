import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from './test-db';

/**
 * A fresh database for this test file and a second handle on it, as two instances hold (on
 * PostgreSQL, two pools); both are closed after the file. Read the fields inside tests.
 */
export function twoHandlesForFile(): { database: TestDatabase; other: Database } {
  const handles = {} as { database: TestDatabase; other: Database };
  beforeAll(async () => {
    handles.database = await createTestDatabase();
    handles.other = await handles.database.another();
  });
  afterAll(async () => {
    await handles.other.close();
    await handles.database.drop();
  });
  return handles;
}

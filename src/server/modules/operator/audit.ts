import type { Db } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { actorName, type OperatorActor } from './operator-auth';

export interface AuditEntry {
  action: string;
  target: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Appends one audit record for an operator write, in the write's own transaction. */
export async function recordAudit(tx: Db, actor: OperatorActor, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(operatorAudit).values({
    actor: actorName(actor),
    operatorId: actor.operatorId,
    action: entry.action,
    target: entry.target,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

/** The same for a command run on the server (e.g. products:import): no operator, the command's name as actor. */
export async function recordCommandAudit(tx: Db, command: string, entry: AuditEntry, now: Date): Promise<void> {
  await tx.insert(operatorAudit).values({
    actor: command,
    operatorId: null,
    action: entry.action,
    target: entry.target,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: now,
  });
}

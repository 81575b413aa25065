import { CHILD_HEALTH_COLUMNS, REGISTRATION_HEALTH_COLUMNS, type ChildHealthColumn, type RegistrationHealthColumn } from '../db/personal-data';
import type { Actor } from './actor';
import { canSeeHealthData } from './child';

/** What a family answered about a booked child's health: on the registration, for that week. */
export type RegistrationHealth = Record<RegistrationHealthColumn, string | null>;
/** What a family says about the child itself. */
export type ChildHealth = Record<ChildHealthColumn, boolean>;

/** Only the health fields of a row: the catalogue's list (db/personal-data.ts), so a new one is handed out through the gate too. */
const pickColumns = <Column extends string, Value>(row: Record<Column, Value>, columns: readonly Column[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]])) as Record<Column, Value>;

export const registrationHealth = (row: RegistrationHealth): RegistrationHealth => pickColumns(row, REGISTRATION_HEALTH_COLUMNS);

export const childHealth = (row: ChildHealth): ChildHealth => pickColumns(row, CHILD_HEALTH_COLUMNS);

/** An answer that says something: a text, or a flag that is set. An empty answer reveals nothing about a child. */
const holdsAnswer = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value === true);

/**
 * The one door through which health data of children who are not the actor's own leaves the server (decision
 * 020): it hands the fields to an actor holding child.health and to nobody else (left out, not masked), and it
 * remembers exactly the children whose answers it handed out, so the access log names those and no other. A
 * screen that shows no health field never asks, and a child without answers is never named. Who writes the
 * log: the request's answer (plugins/health-gate.ts) or the export that used the gate.
 */
export class HealthGate {
  readonly allowed: boolean;
  private readonly children = new Set<number>();

  constructor(actor: Actor | null) {
    this.allowed = canSeeHealthData(actor);
  }

  /** The child's health fields for the answer, or none; a child whose fields hold an answer is remembered. */
  reveal<Fields extends RegistrationHealth | ChildHealth>(childId: number, fields: Fields): Fields | Record<string, never> {
    if (!this.allowed) return {};
    if (Object.values(fields).some(holdsAnswer)) this.children.add(childId);
    return fields;
  }

  /** The children whose answers were handed out so far. */
  get revealedChildIds(): number[] {
    return [...this.children];
  }
}

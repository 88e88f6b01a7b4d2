import { SpokenWordsUnavailable } from '../../core/entities/SpokenWordsUnavailable';

/**
 * An error as it crosses a thread or a process (structured clone and IPC keep neither an
 * error's class nor its own fields): its name, its message, and PostgreSQL's fields.
 */
export interface WireError {
  name: string;
  message: string;
  /** PostgreSQL's fields (`code` is the SQLSTATE) and Node's `code`, when the error had them. */
  fields: Record<string, string | number>;
}

/** The fields PostgreSQL gives an error (pg-protocol's DatabaseError), kept across. */
const FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const field of FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') fields[field] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, of the same kind: SpokenWordsUnavailable stays one; PostgreSQL's keep `code`. */
export function errorFromWire(wire: WireError): Error {
  if (wire.name === 'SpokenWordsUnavailable') return new SpokenWordsUnavailable(wire.message);
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

export function isWireError(value: unknown): value is WireError {
  if (typeof value !== 'object' || value === null) return false;
  const wire = value as Partial<WireError>;
  return (
    typeof wire.name === 'string' &&
    typeof wire.message === 'string' &&
    typeof wire.fields === 'object' &&
    wire.fields !== null
  );
}

import { ConsoleError } from './api';

/** The server's message (already in the console's language), or nothing. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="error">
      {error instanceof ConsoleError || error instanceof Error ? error.message : String(error)}
    </p>
  );
}

/** The message of anything thrown, for one-line reports on the command line and in logs. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

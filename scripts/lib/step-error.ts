/** A step failure already explained to the user: printed without a stack trace. */
export class StepError extends Error {}

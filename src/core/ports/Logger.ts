/** Where failures the visitor is not shown are recorded (SPEC §8: "logged only"). */
export interface Logger {
  error(message: string, error?: unknown): void;
  warn(message: string, detail?: unknown): void;
}

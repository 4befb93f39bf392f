import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
/** pino's logger (Fastify's types leave out `isLevelEnabled`). */
type LevelledLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a pino child (with the request id bound) only when the request
 * logs at an enabled level. Fastify's default makes that child for every request — binding
 * serialized, prototype chain built — though at the default level almost none ever logs: it cost
 * more per cached read than the cache lookup. What is logged, and with which bindings, is unchanged.
 */
class RequestLogger {
  private real: LevelledLogger | undefined;

  constructor(
    private readonly parent: LevelledLogger,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): LevelledLogger {
    return (this.real ??= this.parent.child(this.bindings) as LevelledLogger);
  }

  private write(level: Level, args: unknown[]): void {
    if (!(this.real ?? this.parent).isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.real?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.real ?? this.parent).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}
}

/**
 * Fastify's `childLoggerFactory`: a lazy request logger, unless the route sets its own level or
 * serializers (then the child is made at once, as Fastify makes it).
 */
export function requestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: { level?: string; serializers?: unknown },
): FastifyBaseLogger {
  const levelled = logger as Partial<LevelledLogger>;
  if (options.level || options.serializers || typeof levelled.isLevelEnabled !== 'function') {
    return logger.child(bindings, options as never);
  }
  return new RequestLogger(logger as LevelledLogger, bindings) as unknown as FastifyBaseLogger;
}

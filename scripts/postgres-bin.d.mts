export function findPostgresBinDir(): string | undefined;

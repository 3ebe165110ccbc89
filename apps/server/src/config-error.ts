/** A wrong setting: the server stops at start with this message. */
export class ConfigError extends Error {}

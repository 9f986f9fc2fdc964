type Handler = (event?: unknown) => void;

/**
 * maplibre's event methods (on, once, off) for stand-in maps in component tests, plus
 * `fire`, with which a test plays what the real map would emit ('load', 'moveend', 'error').
 */
export class FakeEvented {
  handlers = new Map<string, Set<Handler>>();

  on(type: string, handler: Handler) {
    if (!this.handlers.has(type)) this.handlers.set(type, new Set());
    this.handlers.get(type)!.add(handler);
    return this;
  }

  once(type: string, handler: Handler) {
    const wrapped = (event?: unknown) => {
      this.handlers.get(type)?.delete(wrapped);
      handler(event);
    };
    return this.on(type, wrapped);
  }

  off(type: string, handler: Handler) {
    this.handlers.get(type)?.delete(handler);
    return this;
  }

  fire(type: string, event?: unknown) {
    for (const handler of [...(this.handlers.get(type) ?? [])]) handler(event);
  }
}

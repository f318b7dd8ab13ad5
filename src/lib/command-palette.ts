/**
 * Asking for the command palette (issue 34). The palette's code loads only when it is first opened, so whoever
 * wants it open (the Ctrl/Cmd+K key, the header's search button, the share target, a scanned QR code) asks this
 * tiny store; the shell's palette host listens, loads the palette on the first request and shows it with the
 * requested text. Each request is a new object, so asking twice with the same text opens it again.
 */
export interface PaletteRequest {
  /** the text the palette's search starts with ('' for an empty search) */
  query: string;
}

type Listener = (request: PaletteRequest) => void;

const listeners = new Set<Listener>();
/** a request made before the host listened (a share target opening the app): handed to the first listener */
let pending: PaletteRequest | null = null;

export const commandPalette = {
  /** opens the palette, its search filled with `query` */
  open(query = ''): void {
    const request = { query };
    if (listeners.size === 0) pending = request;
    for (const listener of listeners) listener(request);
  },
  /** the shell's host: called with each request, and at once with one made before it listened */
  listen(listener: Listener): () => void {
    listeners.add(listener);
    if (pending) {
      const request = pending;
      pending = null;
      listener(request);
    }
    return () => listeners.delete(listener);
  },
};

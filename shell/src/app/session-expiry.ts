// A 401 on a call that carried a token means the session is over: the API client reports it here,
// and the router-aware listener below sends the user to /login with the spec's message.
type Listener = () => void;
const listeners = new Set<Listener>();

export function notifySessionExpired(): void {
  listeners.forEach((listener) => listener());
}

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The whole catalogue of interface texts: the public pages' (messages.ts) and the admin areas' (admin-messages.ts),
// joined group by group, so `messages.offers.labels` and `messages.offers.validation` sit side by side as before.
// What the validation entry exports as `messages`, for the forms and the server; the browser entry exports only the
// public part.
import { adminMessages } from './admin-messages.js';
import { messages as publicMessages } from './messages.js';

const isGroup = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** Both catalogues in one: a group in both holds the entries of each (no text is in both). */
function joinCatalogues<A extends object, B extends object>(first: A, second: B): A & B {
  const joined = { ...first } as Record<string, unknown>;
  for (const [key, value] of Object.entries(second)) {
    const mine = joined[key];
    joined[key] = isGroup(mine) && isGroup(value) ? joinCatalogues(mine, value) : value;
  }
  return joined as A & B;
}

export const messages = joinCatalogues(publicMessages, adminMessages);

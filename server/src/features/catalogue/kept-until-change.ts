// What answers make from a catalogue state and ask again for other pages, sorts or limits, kept until the state's
// next change (its version goes up), so a question's later forms are slices of work already done.
import type { CatalogueState } from './catalogue.js';

/**
 * A store of values made from a state, by key, dropped whole when the state changes; at most `limit` per version
 * (the oldest made goes first). `make` runs on a miss.
 */
export function keptUntilChange<V>(limit: number): (state: CatalogueState, key: string, make: () => V) => V {
  const kept = new WeakMap<CatalogueState, { version: number; values: Map<string, V> }>();
  return (state, key, make) => {
    let memo = kept.get(state);
    if (memo?.version !== state.version) {
      memo = { version: state.version, values: new Map() };
      kept.set(state, memo);
    }
    let value = memo.values.get(key);
    if (value === undefined) {
      value = make();
      memo.values.set(key, value);
      if (memo.values.size > limit) memo.values.delete(memo.values.keys().next().value!);
    }
    return value;
  };
}

/** Symbol ids by key, in the order the keys are listed; the keys are what results show the client. */
export function symbolIds<const K extends string>(keys: readonly K[]): Readonly<Record<K, number>> {
  const ids = {} as Record<K, number>;
  keys.forEach((key, index) => {
    ids[key] = index;
  });
  return ids;
}

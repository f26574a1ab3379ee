import { isObject, type JsonRecord } from './paths';

function copyPath(target: JsonRecord, source: JsonRecord, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in source)) return;
  const value = source[head];
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  if (Array.isArray(value)) {
    const existing = Array.isArray(target[head]) ? (target[head] as unknown[]) : [];
    target[head] = value.map((item, index) => {
      if (!isObject(item)) return item;
      const into = isObject(existing[index]) ? (existing[index] as JsonRecord) : {};
      copyPath(into, item, rest);
      return into;
    });
  } else if (isObject(value)) {
    const into = isObject(target[head]) ? (target[head] as JsonRecord) : {};
    copyPath(into, value, rest);
    target[head] = into;
  }
}

function removePath(target: JsonRecord, path: readonly string[]): void {
  const [head, ...rest] = path;
  if (head === undefined || !(head in target)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const value = target[head];
  if (Array.isArray(value)) {
    target[head] = value.map((item) => {
      if (!isObject(item)) return item;
      const copy = { ...item };
      removePath(copy, rest);
      return copy;
    });
  } else if (isObject(value)) {
    const copy = { ...value };
    removePath(copy, rest);
    target[head] = copy;
  }
}

/**
 * attributesToRetrieve: `*`, attribute names or dotted paths (`variants.sku` reaches into the
 * array), `-attribute` to leave one out of `*`. objectID always comes back; unretrievable
 * attributes never do.
 */
export function project(
  record: JsonRecord,
  attributes: readonly string[],
  unretrievable: readonly string[] = [],
): JsonRecord {
  const all = attributes.includes('*');
  let out: JsonRecord;
  if (all) {
    out = { ...record };
  } else {
    out = {};
    for (const attribute of attributes) {
      if (attribute && !attribute.startsWith('-')) copyPath(out, record, attribute.split('.'));
    }
  }
  const excluded = [
    ...unretrievable,
    ...(all ? attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)) : []),
  ];
  for (const attribute of excluded) removePath(out, attribute.split('.'));
  out.objectID = record.objectID;
  return out;
}

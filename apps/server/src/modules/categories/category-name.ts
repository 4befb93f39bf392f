/**
 * One spelling of a category name, for uniqueness: "Jazz", " jazz " and "ＪＡＺＺ" are one
 * category. NFKC folds compatibility forms (full-width letters, ligatures), blanks are trimmed
 * and collapsed, and case is dropped. The stored name keeps the creator's spelling.
 */
export function categoryNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

/** The name as stored and shown: trimmed, inner blanks collapsed, NFC. */
export function cleanCategoryName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

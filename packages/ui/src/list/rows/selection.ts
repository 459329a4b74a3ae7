/** What a user selected on a list page, and how to change it; keys are `groupKey`s. */
export interface GroupSelection {
  selectedKeys: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** The header checkbox: selects every group on the page, or clears them when all are selected. */
  onTogglePage: () => void;
}

export interface PageCheckState {
  checked: boolean;
  indeterminate: boolean;
}

/** The page checkbox: checked when every group on the page is selected, indeterminate when some are. */
export function pageCheckState(keys: readonly string[], selected: ReadonlySet<string>): PageCheckState {
  const count = keys.filter((k) => selected.has(k)).length;
  return { checked: count > 0 && count === keys.length, indeterminate: count > 0 && count < keys.length };
}

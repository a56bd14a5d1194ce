/**
 * Decap's list, counting its items in Hungarian: its heading reads "2 ár", not
 * "2 árak". Decap writes the count, then the list's label (the plural) for any
 * count but one, lowercased, with no phrase of the locale to change it; here the
 * list is handed the item's name as its label, so every count takes the
 * singular. The label above the list is the form's, not the widget's: it stays
 * the plural ("Árak").
 */
import CMS from 'decap-cms-app';
import type { Map as ImmutableMap } from 'immutable';
import { type ComponentType, createElement, forwardRef, useMemo } from 'react';
import { countedItem } from './fields.ts';

interface ListProps {
  field: ImmutableMap<string, unknown>;
}

/** Replaces Decap's `list` widget with the same one counting in the singular; every list field of the forms uses it. */
export function registerCountingList() {
  const list = CMS.getWidget('list') as
    { control: ComponentType<ListProps>; preview?: ComponentType<never>; schema?: object } | undefined;
  if (!list) return;
  const ListControl = list.control;
  // Decap keeps a reference to the list it renders (to validate and focus its items): passed on.
  const CountingList = forwardRef<unknown, ListProps>(function CountingList(props, ref) {
    const { field } = props;
    const counted = useMemo(
      () =>
        field.set(
          'label',
          countedItem({
            label: String(field.get('label', field.get('name'))),
            label_singular: field.get('label_singular') as string | undefined,
          }),
        ),
      [field],
    );
    return createElement(ListControl, { ...props, field: counted, ref } as ListProps);
  });
  // Under Decap's own name, with its own preview and configuration schema: Decap treats a `list`
  // field as a list in more places than its widget (new entries' defaults, the preview).
  const register = CMS.registerWidget as (
    name: string,
    control: unknown,
    preview: unknown,
    schema: unknown,
  ) => void;
  register('list', CountingList, list.preview, list.schema);
}

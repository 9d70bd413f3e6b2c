import { useTranslation } from '../../i18n/use-translation';
import type { FieldBinding } from './form-state';
import type { Option } from './options';
import { SelectField } from './select-field';

interface Props {
  parent: FieldBinding;
  child: FieldBinding;
  parentLabel: string;
  childLabel: string;
  parents: readonly Option[];
  /** The children of a parent value, e.g. a state's municipalities. */
  childrenOf: (parent: string) => readonly Option[];
  /** Called when the child is opened before a parent is chosen ("please select State"). */
  onChildWithoutParent: () => void;
}

/**
 * Two dependent pickers, state then city. Changing the parent empties the child (the form's
 * `clears` rule); opening the child without a parent says so instead of showing an empty list.
 */
export function CascadeField({
  parent,
  child,
  parentLabel,
  childLabel,
  parents,
  childrenOf,
  onChildWithoutParent,
}: Props) {
  const { t } = useTranslation();
  const parentValue = typeof parent.value === 'string' && parent.value ? parent.value : undefined;
  const children = parentValue ? childrenOf(parentValue) : [];
  return (
    <>
      <SelectField field={parent} label={parentLabel} options={parents} searchable />
      <SelectField
        field={child}
        label={childLabel}
        options={children}
        searchable
        placeholder={parentValue ? undefined : t('form.selectParentFirst', { parent: parentLabel })}
        beforeOpen={() => {
          if (parentValue) return true;
          onChildWithoutParent();
          return false;
        }}
      />
    </>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Popup, SearchBar } from '../../lib/antd-kit';
import { CheckIcon } from '../icons';
import { keepTabInside } from '../keep-tab-inside';
import { filterOptions, type Option } from './options';

interface Props {
  visible: boolean;
  title: string;
  name: string;
  options: readonly Option[];
  value: string | undefined;
  searchable: boolean;
  onClose: () => void;
  onSelect: (value: string) => void;
}

/**
 * A bottom sheet listing the options of one field, with a search box for long lists (banks,
 * states, municipalities). One tap chooses and closes, as a native select does.
 */
export function OptionSheet({ visible, title, name, options, value, searchable, onClose, onSelect }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterOptions(options, query), [options, query]);
  const dialog = useRef<HTMLDivElement>(null);
  // A sheet that opens takes the focus, as a dialog does: on the chosen option, else the search
  // box or the first option, so a keyboard goes on from there instead of behind the sheet.
  const takeFocus = () => {
    const box = dialog.current;
    if (!box || box.contains(document.activeElement)) return;
    const target =
      box?.querySelector<HTMLElement>('[aria-selected="true"]') ??
      box?.querySelector<HTMLElement>('input, [role="option"]');
    target?.focus();
  };
  // A sheet whose chunk arrives after the tap mounts already open, and the kit then never calls
  // afterShow: the focus is taken on the next frame too (whichever comes first; the other does nothing).
  useEffect(() => {
    if (!visible) return;
    const frame = requestAnimationFrame(takeFocus);
    return () => cancelAnimationFrame(frame);
  }, [visible]);
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterShow={takeFocus}
      afterClose={() => setQuery('')}
      destroyOnClose
      bodyClassName="option-sheet"
      data-testid={`sheet-${name}`}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`sheet-${name}-title`}
        className="sheet-dialog"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
          else if (visible) keepTabInside(e);
        }}
      >
        <div className="option-sheet-header">
          <h2 id={`sheet-${name}-title`}>{title}</h2>
          <button type="button" className="btn btn-link" onClick={onClose}>
            {t('actions.cancel')}
          </button>
        </div>
        {searchable && (
          <div className="option-sheet-search">
            <SearchBar
              clearable={false}
              value={query}
              onChange={setQuery}
              placeholder={t('form.search')}
              data-testid={`search-${name}`}
            />
          </div>
        )}
        {/* Each option is a button: Tab reaches it and Enter or Space chooses it (the kit's
          list items are anchors without an address, which a keyboard never reaches). */}
        <div className="option-sheet-list">
          {shown.length === 0 ? (
            <p className="option-sheet-empty">{t('form.noResults')}</p>
          ) : (
            <ul role="listbox" aria-labelledby={`sheet-${name}-title`} className="option-list">
              {shown.map((o) => (
                <li key={o.value} role="none">
                  <button
                    type="button"
                    role="option"
                    aria-selected={o.value === value}
                    className="option-row"
                    onClick={() => onSelect(o.value)}
                    data-testid={`option-${name}-${o.value}`}
                  >
                    <span className="option-text">
                      <span className="option-label">{o.label}</span>
                      {o.description && <span className="option-description">{o.description}</span>}
                    </span>
                    {o.value === value && <CheckIcon />}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Popup>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { CheckList, Popup, SearchBar } from '../../lib/antd-kit';
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
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      afterClose={() => setQuery('')}
      destroyOnClose
      bodyClassName="option-sheet"
      data-testid={`sheet-${name}`}
    >
      <div role="dialog" aria-modal="true" aria-labelledby={`sheet-${name}-title`} className="sheet-dialog">
      <div className="option-sheet-header">
        <h2 id={`sheet-${name}-title`}>{title}</h2>
        <button type="button" className="btn btn-link" onClick={onClose}>{t('actions.cancel')}</button>
      </div>
      {searchable && (
        <div className="option-sheet-search">
          <SearchBar clearable={false} value={query} onChange={setQuery} placeholder={t('form.search')} data-testid={`search-${name}`} />
        </div>
      )}
      {/* Focusable so a keyboard can scroll a long list (axe scrollable-region-focusable). */}
      <div className="option-sheet-list" tabIndex={0} role="group" aria-labelledby={`sheet-${name}-title`}>
        {shown.length === 0 ? (
          <p className="option-sheet-empty">{t('form.noResults')}</p>
        ) : (
          <CheckList value={value === undefined ? [] : [value]}>
            {shown.map((o) => (
              <CheckList.Item key={o.value} value={o.value} description={o.description} onClick={() => onSelect(o.value)} data-testid={`option-${name}-${o.value}`}>
                {o.label}
              </CheckList.Item>
            ))}
          </CheckList>
        )}
      </div>
      </div>
    </Popup>
  );
}

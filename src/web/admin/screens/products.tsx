import { useMemo, useState } from 'react';
import { marketToday } from '../../../domain/markets/market-date';
import { formatBps } from '../../../domain/pricing/format-bps';
import { quoteLoan } from '../../../domain/pricing/quote';
import type { ProductTerms } from '../../../domain/products/product';
import { useTranslation } from '../../i18n/use-translation';
import { AppPicker, useApps } from '../apps';
import { useConsoleQuery, useWrite } from '../console-query';
import { money } from '../figures';
import { FormError } from '../form-error';
import { CONSOLE_NS } from '../i18n';

interface PendingChange {
  id: number;
  kind: 'create' | 'update';
  proposed: Record<string, number | number[] | string>;
  requestedBy: string;
  requestedAt: string;
}
type Product = ProductTerms & { isDefault: boolean; approved: boolean; pendingChange: PendingChange | null };
type Change = PendingChange & { packageName: string; code: string; currency: string };
const NUMBER_FIELDS = [
  'minAmount',
  'maxAmount',
  'amountStep',
  'dailyInterestPpm',
  'reloanDailyInterestPpm',
  'processingFeePpmPerDay',
  'feeTaxPpm',
  'interestTaxPpm',
  'penaltyPpmPerDay',
  'rolloverFeePpm',
  'rolloverDays',
  'maxCreditLimit',
] as const;
/** A new product's fields: its tax on interest may be left to the market's law (the server fills it in). */
const NEW_NUMBER_FIELDS = NUMBER_FIELDS.filter((f) => f !== 'interestTaxPpm');

const describe = (proposed: Record<string, number | number[] | string>) =>
  Object.entries(proposed)
    .map(([k, v]) => `${k} = ${Array.isArray(v) ? v.join(', ') : v}`)
    .join('; ');

/** The quote a borrower would get with the terms being edited: the same pricing code the server runs. */
function QuotePreview({ terms }: { terms: ProductTerms }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [amount, setAmount] = useState(terms.minAmount);
  const [days, setDays] = useState(terms.tenures[0] ?? 0);
  const result = useMemo(() => {
    try {
      return { quote: quoteLoan({ product: terms, amount, days, startDate: marketToday(terms.market, new Date()) }) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }, [terms, amount, days]);
  return (
    <div className="card" aria-label={t('products.preview')}>
      <h2>{t('products.preview')}</h2>
      <div className="toolbar">
        <label>
          {t('products.previewAmount')}
          <input
            aria-label={t('products.previewAmount')}
            type="number"
            value={amount}
            step={terms.amountStep}
            onChange={(e) => setAmount(Number(e.target.value))}
          />
        </label>
        <label>
          {t('products.previewDays')}
          <select aria-label={t('products.previewDays')} value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {terms.tenures.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      </div>
      {'quote' in result && result.quote ? (
        <dl>
          <dt>{t('products.received')}</dt>
          <dd>{money(result.quote.received, terms.currency)}</dd>
          <dt>{t('products.fee')}</dt>
          <dd>{money(result.quote.processingFee, terms.currency)}</dd>
          <dt>{t('products.tax')}</dt>
          <dd>{money(result.quote.feeTax, terms.currency)}</dd>
          <dt>{t('products.interest')}</dt>
          <dd data-testid="preview-interest">{money(result.quote.interest, terms.currency)}</dd>
          <dt>{t('products.interestTax')}</dt>
          <dd data-testid="preview-interest-tax">{money(result.quote.interestTax, terms.currency)}</dd>
          <dt>{t('products.repayment')}</dt>
          <dd data-testid="preview-repayment">{money(result.quote.repayment, terms.currency)}</dd>
          <dt>{result.quote.disclosure === 'APR' ? t('products.apr') : t('products.cat')}</dt>
          <dd>{formatBps(result.quote.disclosure === 'APR' ? result.quote.apr : result.quote.cat)}</dd>
        </dl>
      ) : (
        <p className="error">{t('products.invalid', { reason: 'error' in result ? result.error : '' })}</p>
      )}
    </div>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [draft, setDraft] = useState<Product>(product);
  const [tenures, setTenures] = useState(product.tenures.join(', '));
  const write = useWrite<{ pendingChange: PendingChange | null }>(['/products', '/product-changes']);
  const [saved, setSaved] = useState<'saved' | 'pending' | false>(false);
  const parsedTenures = tenures
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  const terms: ProductTerms = { ...draft, tenures: [...parsedTenures].sort((a, b) => a - b) };
  const save = () => {
    const patch: Record<string, unknown> = { name: draft.name, tenures: parsedTenures, active: draft.active };
    for (const f of NUMBER_FIELDS) patch[f] = draft[f];
    write.mutate(
      { method: 'PATCH', path: `/products/${product.id}`, body: patch },
      {
        onSuccess: (r) => setSaved(r.pendingChange ? 'pending' : 'saved'),
        onError: () => setSaved(false),
      },
    );
  };
  return (
    <div className="grid2">
      <div className="card">
        <h2>
          {product.code} ({product.currency})
        </h2>
        <p className="muted">{t('products.note')}</p>
        {!product.approved && (
          <p className="muted" data-testid="not-approved">
            {t('products.notApproved')}
          </p>
        )}
        {product.pendingChange && (
          <p role="note" data-testid="pending-change">
            {t('products.waiting')}:{' '}
            {t('products.pendingOf', {
              who: product.pendingChange.requestedBy,
              fields: describe(product.pendingChange.proposed),
            })}
          </p>
        )}
        <label>
          {t('products.fields.name')}
          <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
        </label>
        {NUMBER_FIELDS.map((f) => (
          <label key={f}>
            {t(`products.fields.${f}`)}
            <input
              type="number"
              value={draft[f]}
              onChange={(e) => {
                setSaved(false);
                setDraft({ ...draft, [f]: Number(e.target.value) });
              }}
            />
          </label>
        ))}
        <label>
          {t('products.fields.tenures')}
          <input value={tenures} onChange={(e) => setTenures(e.target.value)} />
        </label>
        <label style={{ flexDirection: 'row', gap: 8 }}>
          <input
            type="checkbox"
            checked={draft.active}
            onChange={(e) => setDraft({ ...draft, active: e.target.checked })}
          />
          {t('products.fields.active')}
        </label>
        <FormError error={write.error} />
        {saved && (
          <p role="status" className="ok">
            {saved === 'pending' ? t('products.pendingSaved') : t('app.saved')}
          </p>
        )}
        <button type="button" onClick={save}>
          {t('app.save')}
        </button>
      </div>
      <QuotePreview terms={terms} />
    </div>
  );
}

/** Price changes waiting for a second admin: approve or refuse (the server refuses the maker's own approval). */
function WaitingChanges() {
  const { t } = useTranslation(CONSOLE_NS);
  const { data, error } = useConsoleQuery<{ changes: Change[] }>('/product-changes?status=pending');
  const write = useWrite(['/products', '/product-changes']);
  const [reason, setReason] = useState('');
  const changes = data?.changes ?? [];
  return (
    <div className="card" aria-label={t('products.waiting')}>
      <h2>{t('products.waiting')}</h2>
      <FormError error={error ?? write.error} />
      {changes.length === 0 && <p className="muted">{t('products.noneWaiting')}</p>}
      {changes.length > 0 && (
        <label>
          {t('products.refuseReason')}
          <input value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
      <ul>
        {changes.map((c) => (
          <li key={c.id} data-testid={`change-${c.id}`}>
            <strong>
              {c.packageName}/{c.code}
            </strong>{' '}
            ({c.kind}) — {t('products.pendingOf', { who: c.requestedBy, fields: describe(c.proposed) })}{' '}
            <button
              type="button"
              onClick={() => write.mutate({ method: 'POST', path: `/product-changes/${c.id}/approve`, body: {} })}
            >
              {t('products.approve')}
            </button>{' '}
            <button
              type="button"
              onClick={() =>
                write.mutate({ method: 'POST', path: `/product-changes/${c.id}/refuse`, body: { reason } })
              }
            >
              {t('products.refuse')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const BLANK = {
  code: '',
  name: '',
  minAmount: 100_000,
  maxAmount: 1_000_000,
  amountStep: 50_000,
  tenures: '91',
  maxCreditLimit: 10_000_000,
  dailyInterestPpm: 900,
  reloanDailyInterestPpm: 100,
  processingFeePpmPerDay: 500,
  feeTaxPpm: 0,
  penaltyPpmPerDay: 20_000,
  rolloverFeePpm: 6_300,
  rolloverDays: 7,
};

/** A new product of the chosen app: stored retired, offered once another admin approves its prices. */
function NewProduct({ packageName, onCreated }: { packageName: string; onCreated: (id: number) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [draft, setDraft] = useState(BLANK);
  const [interestTax, setInterestTax] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const write = useWrite<{ product: { id: number } }>(['/products', '/product-changes']);
  const create = () => {
    const tenures = draft.tenures
      .split(',')
      .map((x) => Number(x.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
    const tax = interestTax.trim() === '' ? {} : { interestTaxPpm: Number(interestTax) };
    write.mutate(
      { method: 'POST', path: '/products', body: { ...draft, ...tax, packageName, tenures, isDefault } },
      { onSuccess: (r) => onCreated(r.product.id) },
    );
  };
  return (
    <div className="card" aria-label={t('products.newProduct')}>
      <h2>{t('products.newProduct')}</h2>
      <label>
        {t('products.code')}
        <input value={draft.code} onChange={(e) => setDraft({ ...draft, code: e.target.value })} />
      </label>
      <label>
        {t('products.fields.name')}
        <input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
      </label>
      {NEW_NUMBER_FIELDS.map((f) => (
        <label key={f}>
          {t(`products.fields.${f}`)}
          <input type="number" value={draft[f]} onChange={(e) => setDraft({ ...draft, [f]: Number(e.target.value) })} />
        </label>
      ))}
      <label>
        {t('products.fields.interestTaxPpm')}
        <input
          type="number"
          value={interestTax}
          placeholder={t('products.marketTax')}
          onChange={(e) => setInterestTax(e.target.value)}
        />
      </label>
      <label>
        {t('products.fields.tenures')}
        <input value={draft.tenures} onChange={(e) => setDraft({ ...draft, tenures: e.target.value })} />
      </label>
      <label style={{ flexDirection: 'row', gap: 8 }}>
        <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
        {t('products.isDefault')}
      </label>
      <FormError error={write.error} />
      {write.isSuccess && (
        <p role="status" className="ok">
          {t('products.created')}
        </p>
      )}
      <button type="button" onClick={create}>
        {t('products.create')}
      </button>
    </div>
  );
}

/** A new app: its packageName is what the phone sends; its market is fixed for good. */
function NewApp({ onCreated }: { onCreated: (packageName: string) => void }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [draft, setDraft] = useState({
    packageName: '',
    appName: '',
    market: 'ng',
    defaultLanguage: 'en',
    supportEmail: '',
  });
  const write = useWrite(['/apps']);
  const text = (f: 'packageName' | 'appName' | 'supportEmail') => (
    <label key={f}>
      {t(`products.app.${f}`)}
      <input value={draft[f]} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
    </label>
  );
  return (
    <div className="card" aria-label={t('products.newApp')}>
      <h2>{t('products.newApp')}</h2>
      {text('packageName')}
      {text('appName')}
      <label>
        {t('products.app.market')}
        <select value={draft.market} onChange={(e) => setDraft({ ...draft, market: e.target.value })}>
          <option value="ng">ng</option>
          <option value="mx">mx</option>
        </select>
      </label>
      <label>
        {t('products.app.defaultLanguage')}
        <select value={draft.defaultLanguage} onChange={(e) => setDraft({ ...draft, defaultLanguage: e.target.value })}>
          <option value="en">en</option>
          <option value="es">es</option>
        </select>
      </label>
      {text('supportEmail')}
      <FormError error={write.error} />
      <button
        type="button"
        onClick={() =>
          write.mutate(
            { method: 'POST', path: '/apps', body: draft },
            { onSuccess: () => onCreated(draft.packageName.trim()) },
          )
        }
      >
        {t('products.create')}
      </button>
    </div>
  );
}

/**
 * Loan products and their pricing, per app, with a live quote preview; new apps and products; price changes to approve.
 */
export function ProductsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  const { data, error } = useConsoleQuery<{ products: Product[] }>(
    `/products?packageName=${encodeURIComponent(packageName)}`,
  );
  const products = data?.products ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const product = products.find((p) => p.id === selected) ?? products[0];
  const retire = useWrite<{ retiredProducts: string[] }>(['/products']);
  return (
    <section>
      <h1>{t('products.title')}</h1>
      <div className="toolbar">
        <label>
          {t('app.app')}
          <AppPicker
            apps={apps}
            value={packageName}
            onChange={(v) => {
              setPackageName(v);
              setSelected(null);
            }}
          />
        </label>
        <label>
          {t('products.code')}
          <select value={product?.id ?? ''} onChange={(e) => setSelected(Number(e.target.value))}>
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.code}
              </option>
            ))}
          </select>
        </label>
        {/* Retiring an app stops every product in it: asked twice, and shown as the danger it is. */}
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (window.confirm(t('products.retireAppConfirm', { app: packageName })))
              retire.mutate({ method: 'POST', path: `/apps/${encodeURIComponent(packageName)}/retire`, body: {} });
          }}
        >
          {t('products.retireApp')}
        </button>
      </div>
      <FormError error={error ?? retire.error} />
      {retire.data && (
        <p role="status" className="ok">
          {t('products.retired', { codes: retire.data.retiredProducts.join(', ') || '—' })}
        </p>
      )}
      <WaitingChanges />
      {product && <ProductEditor key={`${product.id}`} product={product} />}
      <div className="grid2">
        <NewProduct key={packageName} packageName={packageName} onCreated={setSelected} />
        <NewApp
          onCreated={(p) => {
            setPackageName(p);
            setSelected(null);
          }}
        />
      </div>
    </section>
  );
}

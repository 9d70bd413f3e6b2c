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

type Product = ProductTerms & { isDefault: boolean };
const NUMBER_FIELDS = [
  'minAmount', 'maxAmount', 'amountStep', 'dailyInterestPpm', 'reloanDailyInterestPpm', 'processingFeePpmPerDay',
  'feeTaxPpm', 'penaltyPpmPerDay', 'rolloverFeePpm', 'rolloverDays', 'maxCreditLimit',
] as const;

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
        <label>{t('products.previewAmount')}<input aria-label={t('products.previewAmount')} type="number" value={amount} step={terms.amountStep} onChange={(e) => setAmount(Number(e.target.value))} /></label>
        <label>{t('products.previewDays')}<select aria-label={t('products.previewDays')} value={days} onChange={(e) => setDays(Number(e.target.value))}>{terms.tenures.map((d) => <option key={d} value={d}>{d}</option>)}</select></label>
      </div>
      {'quote' in result && result.quote ? (
        <dl>
          <dt>{t('products.received')}</dt><dd>{money(result.quote.received, terms.currency)}</dd>
          <dt>{t('products.fee')}</dt><dd>{money(result.quote.processingFee, terms.currency)}</dd>
          <dt>{t('products.tax')}</dt><dd>{money(result.quote.feeTax, terms.currency)}</dd>
          <dt>{t('products.interest')}</dt><dd data-testid="preview-interest">{money(result.quote.interest, terms.currency)}</dd>
          <dt>{t('products.repayment')}</dt><dd data-testid="preview-repayment">{money(result.quote.repayment, terms.currency)}</dd>
          <dt>{result.quote.disclosure === 'APR' ? t('products.apr') : t('products.cat')}</dt><dd>{formatBps(result.quote.disclosure === 'APR' ? result.quote.apr : result.quote.cat)}</dd>
        </dl>
      ) : <p className="error">{t('products.invalid', { reason: 'error' in result ? result.error : '' })}</p>}
    </div>
  );
}

function ProductEditor({ product }: { product: Product }) {
  const { t } = useTranslation(CONSOLE_NS);
  const [draft, setDraft] = useState<Product>(product);
  const [tenures, setTenures] = useState(product.tenures.join(', '));
  const write = useWrite(['/products']);
  const [saved, setSaved] = useState(false);
  const parsedTenures = tenures.split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);
  const terms: ProductTerms = { ...draft, tenures: [...parsedTenures].sort((a, b) => a - b) };
  const save = () => {
    const patch: Record<string, unknown> = { name: draft.name, tenures: parsedTenures, active: draft.active };
    for (const f of NUMBER_FIELDS) patch[f] = draft[f];
    write.mutate({ method: 'PATCH', path: `/products/${product.id}`, body: patch }, {
      onSuccess: () => setSaved(true),
      onError: () => setSaved(false),
    });
  };
  return (
    <div className="grid2">
      <div className="card">
        <h2>{product.code} ({product.currency})</h2>
        <p className="muted">{t('products.note')}</p>
        <label>{t('products.fields.name')}<input value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} /></label>
        {NUMBER_FIELDS.map((f) => (
          <label key={f}>{t(`products.fields.${f}`)}
            <input type="number" value={draft[f]} onChange={(e) => { setSaved(false); setDraft({ ...draft, [f]: Number(e.target.value) }); }} />
          </label>
        ))}
        <label>{t('products.fields.tenures')}<input value={tenures} onChange={(e) => setTenures(e.target.value)} /></label>
        <label style={{ flexDirection: 'row', gap: 8 }}><input type="checkbox" checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.target.checked })} />{t('products.fields.active')}</label>
        <FormError error={write.error} />
        {saved && <p role="status" className="ok">{t('app.saved')}</p>}
        <button type="button" onClick={save}>{t('app.save')}</button>
      </div>
      <QuotePreview terms={terms} />
    </div>
  );
}

/** Loan products and their pricing, per app, with a live quote preview. */
export function ProductsScreen() {
  const { t } = useTranslation(CONSOLE_NS);
  const apps = useApps();
  const [packageName, setPackageName] = useState('com.presta.ng');
  const { data, error } = useConsoleQuery<{ products: Product[] }>(`/products?packageName=${encodeURIComponent(packageName)}`);
  const products = data?.products ?? [];
  const [selected, setSelected] = useState<number | null>(null);
  const product = products.find((p) => p.id === selected) ?? products[0];
  return (
    <section>
      <h1>{t('products.title')}</h1>
      <div className="toolbar">
        <label>{t('app.app')}<AppPicker apps={apps} value={packageName} onChange={(v) => { setPackageName(v); setSelected(null); }} /></label>
        <label>{t('products.code')}<select value={product?.id ?? ''} onChange={(e) => setSelected(Number(e.target.value))}>{products.map((p) => <option key={p.id} value={p.id}>{p.code}</option>)}</select></label>
      </div>
      <FormError error={error} />
      {product && <ProductEditor key={`${product.id}`} product={product} />}
    </section>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { isLanguage } from '../../../../domain/markets/market';
import { contentVars } from '../content/content-vars';
import { useCustomerService } from './get-customer-service';
import { useProductList } from './get-product-list';

/**
 * Everything a long-form text needs to be filled from real data: the products, the support
 * settings, and the variables built from them. Screens wait for both before showing a figure.
 */
export function useContentVars() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const products = useProductList();
  const service = useCustomerService();
  const vars = useMemo(() => {
    if (!products.data || !service.data || products.data.products.length === 0) return undefined;
    const own = products.data.products.find((p) => p.isDefault) ?? products.data.products[0];
    return contentVars({
      products: products.data.products,
      service: service.data,
      market: products.data.market,
      appName: own.appName,
      lang,
    });
  }, [products.data, service.data, lang]);
  const failed = products.isError || service.isError || products.data?.products.length === 0;
  return {
    vars,
    market: products.data?.market,
    products: products.data?.products ?? [],
    service: service.data,
    isPending: !failed && !vars,
    isError: failed,
    error: products.error ?? service.error,
    retry: () => {
      void products.refetch();
      void service.refetch();
    },
  };
}

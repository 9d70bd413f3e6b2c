import { useNavigate } from '../../../lib/hash-router';
import { call } from '../../../api/client';
import { isLoggedIn } from '../../../lib/storage';
import { toast } from '../../../lib/toast';

/**
 * A promotion's Apply: a guest signs in first and comes back to Home's Apply; a borrower
 * starts (or resumes) an order for the promoted product and goes to its next step.
 */
export function useStartApplication() {
  const navigate = useNavigate();
  return async (productCode?: string) => {
    if (!isLoggedIn()) {
      navigate(`/user/login?redirect=${encodeURIComponent('/')}`);
      return;
    }
    const res = await call('/loan/loan-order/apply-market', productCode ? { productCode } : {}, { loading: true });
    if (res.code !== 0) {
      toast.fail(res.msg);
      return;
    }
    navigate(res.data.route ?? '/');
  };
}
